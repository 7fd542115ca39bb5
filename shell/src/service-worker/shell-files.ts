/** An entry of the precache list Workbox's injectManifest writes into the worker. */
export type PrecacheEntry = string | { url: string; revision: string | null; integrity?: string };

export interface ShellFiles {
  /** Precached at install: the pages, icons and manifests, and what a page loads first. */
  atInstall: PrecacheEntry[];
  /** The build's other scripts and styles, as absolute URLs: kept once the worker is in control. */
  afterwards: string[];
}

/** A precache entry's address, absolute: Workbox's entries are relative to the worker. */
export const precacheEntryUrl = (entry: PrecacheEntry, base: string): URL =>
  new URL(typeof entry === 'string' ? entry : entry.url, base);

const isScriptOrStyle = (url: URL) => /\.(?:js|css)$/.test(url.pathname);

/**
 * Splits the shell's build for a first install (docs/offline.md, "A first install"). A worker
 * controls no page until its install is over, so a first install precaches only what a page
 * loads before its first screen (`startUpFiles`, which the page that registers it has just read)
 * and the files without a hash; the build's other scripts and styles, every one with a hash in
 * its name, are fetched ahead afterwards. Without a start-up list, everything is installed.
 */
export function splitShellFiles(
  manifest: readonly PrecacheEntry[],
  startUpFiles: readonly string[] | null,
  base: string,
): ShellFiles {
  if (!startUpFiles) return { atInstall: [...manifest], afterwards: [] };
  const startUp = new Set(startUpFiles.map((file) => new URL(file, base).href));
  const atInstall: PrecacheEntry[] = [];
  const afterwards: string[] = [];
  for (const entry of manifest) {
    const url = precacheEntryUrl(entry, base);
    const hashed = typeof entry === 'string' || entry.revision === null;
    if (hashed && isScriptOrStyle(url) && !startUp.has(url.href)) afterwards.push(url.href);
    else atInstall.push(entry);
  }
  return { atInstall, afterwards };
}
