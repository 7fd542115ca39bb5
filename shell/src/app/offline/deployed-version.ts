import { loadRemoteLocations } from '../federation/remote-locations.ts';
import { entryOf, loadedRemotes, loadedShellScripts, shellScripts } from './loaded-version.ts';

async function shellChanged(): Promise<boolean> {
  // A query the precache does not know, so the answer comes from the server.
  const response = await fetch('/index.html?deployed', { cache: 'no-cache' });
  if (!response.ok) return false;
  const deployed = new DOMParser().parseFromString(await response.text(), 'text/html');
  return shellScripts(deployed).join() !== loadedShellScripts().join();
}

async function remoteChanged(): Promise<boolean> {
  const loaded = loadedRemotes();
  if (loaded.length === 0) return false;
  const deployed = await loadRemoteLocations();
  for (const { name, url, entry } of loaded) {
    if (deployed[name] !== url) return true;
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok && entryOf(await response.json()) !== entry) return true;
  }
  return false;
}

/**
 * A new shell comes with a new service worker. The browser looks for one only now and then, so
 * it is asked at once: the new worker keeps the new version while the learner decides
 * (docs/offline.md), and the offer's Reload starts from it.
 */
function fetchNewWorker(): void {
  void navigator.serviceWorker
    ?.getRegistration()
    .then((registration) => registration?.update())
    .catch(() => {
      // Not installed, or the server could not answer: the browser looks again later.
    });
}

/** Whether the shell, or a remote this page has loaded, was deployed anew since it loaded. */
export async function newVersionDeployed(): Promise<boolean> {
  if (await shellChanged()) {
    fetchNewWorker();
    return true;
  }
  return remoteChanged();
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
