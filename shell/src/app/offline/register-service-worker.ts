import { pageSettled } from '@phrasebook/data/page-settled';
import { handFirstPageFiles } from './first-page-files.ts';
import { announceLeavingUntil, announcePageSettled } from './page-load-signals.ts';

/** The worker in control of this page, once there is one. */
const inControl = (): Promise<ServiceWorker> =>
  new Promise((resolve) => {
    const { serviceWorker } = navigator;
    if (serviceWorker.controller) return resolve(serviceWorker.controller);
    serviceWorker.addEventListener('controllerchange', function taken() {
      if (!serviceWorker.controller) return;
      serviceWorker.removeEventListener('controllerchange', taken);
      resolve(serviceWorker.controller);
    });
  });

/** Asks `worker` to keep everything the app needs offline; resolves once it has tried. */
function askToKeepAppFiles(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    worker.postMessage({ type: 'KEEP_APP_FILES' }, [channel.port2]);
  });
}

const whileInstalling = (worker: ServiceWorker): Promise<void> =>
  new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installing') resolve();
    });
  });

/**
 * Installs the offline app's service worker (docs/offline.md) once the page has settled, or
 * sooner once `firstScreenOver` resolves (on a signed-in page, its first screen shown with its
 * data): it is never part of the first screen. A first install keeps what this page has just
 * read, so it is in control within about a second; then the page asks it to fetch ahead what
 * else the app needs offline, and hears when all is kept. Production builds only: the dev
 * server has no sw.js.
 */
export function registerServiceWorker(firstScreenOver?: Promise<void>): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // A first screen that could not load its data has nothing left to compete with.
  const sooner = firstScreenOver?.catch(() => undefined);
  void Promise.race([pageSettled(), ...(sooner ? [sooner] : [])]).then(async () => {
    announcePageSettled();
    try {
      // No worker in control yet: the install about to start keeps what this page loaded.
      if (!navigator.serviceWorker.controller) await handFirstPageFiles().catch(() => undefined);
      const registration = await navigator.serviceWorker.register('/sw.js');
      if (registration.installing) announceLeavingUntil(whileInstalling(registration.installing));
    } catch (error) {
      console.warn('[offline] the service worker could not be installed', error);
      return;
    }
    // The page read the remotes' entries from index.html, not from their manifests: the
    // worker reads those now and fetches ahead what a remote shipped alone has new.
    announceLeavingUntil(askToKeepAppFiles(await inControl()));
  });
}
