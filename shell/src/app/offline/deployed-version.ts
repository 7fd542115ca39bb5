import { loadRemoteLocations, type RemoteLocations } from '../federation/remote-locations.ts';

/**
 * What this page runs, to tell when a newer shell or remote has been deployed since it loaded
 * (docs/offline.md): the remote locations it read, and for each remote manifest it read, the
 * entry file that manifest named (a hashed name: a new build, a new name).
 */
let loadedLocations: RemoteLocations | undefined;
const loadedEntries = new Map<string, string>();

const entryOf = (manifest: unknown): string =>
  (manifest as { metaData?: { remoteEntry?: { name?: string } } } | null)?.metaData?.remoteEntry
    ?.name ?? '';

export function recordLoadedLocations(locations: RemoteLocations): void {
  loadedLocations ??= locations;
}

export function recordLoadedManifest(url: string, manifest: unknown): void {
  if (!loadedEntries.has(url)) loadedEntries.set(url, entryOf(manifest));
}

/** The shell's own scripts that a page loads: their names carry the build's hashes. */
export function shellScripts(document: Document): string[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
    .map((script) => new URL(script.getAttribute('src') ?? '', window.location.origin).pathname)
    .filter((path) => path.startsWith('/static/'))
    .sort();
}

async function shellChanged(): Promise<boolean> {
  // A query the precache does not know, so the answer comes from the server.
  const response = await fetch('/index.html?deployed', { cache: 'no-cache' });
  if (!response.ok) return false;
  const deployed = new DOMParser().parseFromString(await response.text(), 'text/html');
  return shellScripts(deployed).join() !== shellScripts(document).join();
}

async function remoteChanged(): Promise<boolean> {
  if (!loadedLocations || loadedEntries.size === 0) return false;
  const deployed = await loadRemoteLocations();
  for (const [name, url] of Object.entries(loadedLocations)) {
    const loadedEntry = loadedEntries.get(url);
    if (loadedEntry === undefined) continue;
    if (deployed[name] !== url) return true;
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok && entryOf(await response.json()) !== loadedEntry) return true;
  }
  return false;
}

/** Whether the shell, or a remote this page has loaded, was deployed anew since it loaded. */
export async function newVersionDeployed(): Promise<boolean> {
  return (await shellChanged()) || (await remoteChanged());
}

/**
 * Reloads into the new version. A service worker waiting with the new shell's files takes over
 * first, so the reloaded page starts from them.
 */
export async function reloadToNewVersion(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const waiting = registration?.waiting;
  if (waiting && navigator.serviceWorker.controller) {
    const tookOver = new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
      setTimeout(resolve, 3000);
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
    await tookOver;
  }
  window.location.reload();
}
