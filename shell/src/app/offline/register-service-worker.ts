import { pageSettled } from '@phrasebook/data/page-settled';
import { announceLeavingWhileInstalling, announcePageSettled } from './page-load-signals.ts';

/**
 * Installs the offline app's service worker (docs/offline.md) once the page has settled: it is
 * never part of the first screen, and precaching competes with nothing the visitor waits for.
 * Production builds only: the dev server has no sw.js.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  void pageSettled().then(() => {
    announcePageSettled();
    // The page read the remotes' entries from index.html, not from their manifests: the
    // worker reads those now and fetches ahead what a remote shipped alone has new.
    navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_REMOTES' });
    navigator.serviceWorker
      .register('/sw.js')
      .then(announceLeavingWhileInstalling)
      .catch((error: unknown) => {
        console.warn('[offline] the service worker could not be installed', error);
      });
  });
}
