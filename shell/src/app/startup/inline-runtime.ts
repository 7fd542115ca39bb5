/**
 * The runtime files the server wrote into index.html (docs/performance.md, "Round trips"):
 * config.json, remotes.json and the opened remote's current entry file, so the page does not
 * fetch them one after another before its first screen. Absent when index.html comes from a
 * static host or from the service worker's precache; the page then fetches the files. Free of
 * imports: the shell's entry bundles it.
 */
export interface InlineRuntime {
  config?: unknown;
  remotes?: unknown;
  /** Federation name -> URL of the entry file its manifest names. */
  entries?: Record<string, string>;
}

/** The block's id: INLINE_RUNTIME_ID in scripts/lib/page-hints.mjs, which writes it. */
export function inlineRuntime(): InlineRuntime | null {
  try {
    return JSON.parse(document.getElementById('phrasebook-runtime')?.textContent || 'null');
  } catch {
    // A broken block is as good as none: the page fetches the files.
    return null;
  }
}
