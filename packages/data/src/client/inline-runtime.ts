/**
 * The runtime files the server wrote into index.html (docs/performance.md, "Round trips"):
 * config.json, remotes.json and each remote's current entry file, so the page does not fetch
 * them one after another before its first screen. Absent when index.html comes from a static
 * host or from the service worker's precache; the page then fetches the files. Free of
 * imports, so the shell's start-up code can read it (`@phrasebook/data/inline-runtime`).
 */
export interface InlineRuntime {
  config?: unknown;
  remotes?: unknown;
  /** Federation name -> URL of the entry file its manifest names. */
  entries?: Record<string, string>;
}

/** Must match INLINE_RUNTIME_ID in scripts/lib/page-hints.mjs, which writes the block. */
const INLINE_RUNTIME_ID = 'phrasebook-runtime';

let read: InlineRuntime | null | undefined;

export function inlineRuntime(): InlineRuntime | null {
  if (read !== undefined) return read;
  read = null;
  const text =
    typeof document === 'undefined'
      ? null
      : document.getElementById(INLINE_RUNTIME_ID)?.textContent;
  if (text) {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'object' && value !== null) read = value as InlineRuntime;
    } catch {
      // A broken block is as good as none: the page fetches the files.
    }
  }
  return read;
}
