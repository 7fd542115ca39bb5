/**
 * What this page runs, to tell when a newer shell or remote has been deployed since it loaded
 * (docs/offline.md): the shell's scripts that index.html named, the remote locations it read,
 * and for each remote manifest it read, the entry file that manifest named (a hashed name: a new
 * build, a new name). Recorded as the page starts and as the federation runtime reads them;
 * compared only when asked (deployed-version.ts, loaded then).
 */
import type { RemoteLocations } from '../federation/remote-locations.ts';

let loadedShell: string[] | undefined;
let loadedLocations: RemoteLocations | undefined;
const loadedEntries = new Map<string, string>();

/** The shell's own scripts that a page names: their names carry the build's hashes. */
export function shellScripts(document: Document): string[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
    .map((script) => new URL(script.getAttribute('src') ?? '', window.location.origin).pathname)
    .filter((path) => path.startsWith('/static/'))
    .sort();
}

/**
 * Called by the entry before it starts anything: until then the document holds only what
 * index.html named. Later it also holds, while one of the shell's chunks downloads, the script
 * element that loads it, which a deployed index.html never names.
 */
export function recordLoadedShell(): void {
  loadedShell ??= shellScripts(document);
}

/** The shell's scripts this page started from (recordLoadedShell). */
export const loadedShellScripts = (): readonly string[] => loadedShell ?? [];

export const entryOf = (manifest: unknown): string =>
  (manifest as { metaData?: { remoteEntry?: { name?: string } } } | null)?.metaData?.remoteEntry
    ?.name ?? '';

export function recordLoadedLocations(locations: RemoteLocations): void {
  loadedLocations ??= locations;
}

export function recordLoadedManifest(url: string, manifest: unknown): void {
  if (!loadedEntries.has(url)) loadedEntries.set(url, entryOf(manifest));
}

/** The entry file the page ran for the remote at `url`, named for it in index.html. */
export function recordLoadedEntry(url: string, entryUrl: string): void {
  if (!loadedEntries.has(url)) loadedEntries.set(url, entryUrl.split('/').pop() ?? '');
}

/** The remotes this page loaded: name, manifest address, and the entry it ran. */
export function loadedRemotes(): Array<{ name: string; url: string; entry: string }> {
  return Object.entries(loadedLocations ?? {}).flatMap(([name, url]) => {
    const entry = loadedEntries.get(url);
    return entry === undefined ? [] : [{ name, url, entry }];
  });
}
