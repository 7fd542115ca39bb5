import { expect, type BrowserContext, type Page, type Request, type Route } from '@playwright/test';

/**
 * Resolves once the offline app's worker controls the page. One that has not within 30 s fails
 * with where its registration stands, rather than with the test's time-out: a CI run once waited
 * here for a minute and passed on its retry in seconds.
 */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { serviceWorker } = navigator;
    if (serviceWorker.controller) return;
    const taken = new Promise<void>((resolve) => {
      serviceWorker.addEventListener('controllerchange', function changed() {
        if (!serviceWorker.controller) return;
        serviceWorker.removeEventListener('controllerchange', changed);
        resolve();
      });
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stuck = new Promise<never>((_, reject) => {
      timer = setTimeout(async () => {
        const registration = await serviceWorker.getRegistration();
        const states = registration
          ? (['installing', 'waiting', 'active'] as const).map(
              (slot) => `${slot}: ${registration[slot]?.state ?? 'none'}`,
            )
          : ['no registration'];
        reject(new Error(`no worker in control after 30 s (${states.join(', ')})`));
      }, 30_000);
    });
    // Taken in time: the timer goes, or its rejection would be left unhandled in the page.
    await Promise.race([taken, stuck]).finally(() => clearTimeout(timer));
  });
}

/**
 * Leaves the tab and comes back until the server has answered the page's question whether a
 * new version was deployed (its first part, the shell's page; the remotes' manifests follow).
 * The page begins to ask only once it has settled (new-version-offer.tsx), which the pointer's
 * first move brings about, and then loads the code that asks.
 */
export async function untilAskingForNewVersions(page: Page): Promise<void> {
  let answered = false;
  const note = (request: Request) => {
    if (new URL(request.url()).search === '?deployed') answered = true;
  };
  page.on('requestfinished', note);
  try {
    await page.mouse.move(1, 1);
    await expect
      .poll(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return answered;
      })
      .toBe(true);
  } finally {
    page.off('requestfinished', note);
  }
}

/**
 * Resolves once the offline app's worker controls the page and keeps everything the app needs
 * without a network: it asks the way a settled page does (register-service-worker.ts), and the
 * worker answers once all is kept. A first install only precaches what a page loads first.
 */
export async function keptForOffline(page: Page): Promise<void> {
  await workerInControl(page);
  await page.evaluate(async () => {
    const controller = navigator.serviceWorker.controller;
    if (!controller) throw new Error('no worker in control');
    const kept = await new Promise<boolean>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = ({ data }) => resolve((data as { kept?: boolean }).kept === true);
      controller.postMessage({ type: 'KEEP_APP_FILES' }, [channel.port2]);
    });
    if (!kept) throw new Error('the offline app could not keep all its files');
  });
}

/**
 * The files of the shell's build that no cache of the page's origin holds: the list Workbox
 * put into the worker that `/sw.js` serves now (its injected precache manifest).
 */
export async function shellFilesNotKept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const worker = await (await fetch('/sw.js', { cache: 'no-cache' })).text();
    const files = [...worker.matchAll(/"url":"(static\/[^"]+)"/g)].map((match) => match[1] ?? '');
    if (files.length < 20) return [`only ${files.length} files listed in sw.js`];
    const found = await Promise.all(files.map((file) => caches.match(`/${file}`)));
    return files.filter((_, index) => !found[index]);
  });
}

/** Whether this browser keeps a copy of `uid`'s query cache (IndexedDB). */
export async function keptCacheExists(page: Page, uid: string): Promise<boolean> {
  return (await keptCache(page, uid)) !== null;
}

/** `uid`'s kept copy of the query cache as stored (JSON), or null when there is none. */
export function keptCache(page: Page, uid: string): Promise<string | null> {
  return page.evaluate(
    (key) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('phrasebook-query-cache');
        // Not there yet: looking must not create it, or the app would find it without its store.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const read = open.result
            .transaction('clients', 'readonly')
            .objectStore('clients')
            .get(key);
          read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : null);
          read.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
    `user:${uid}`,
  );
}

/**
 * A new tab of the app with the network gone, as after closing the app and opening it again
 * without a network. Chromium's emulation (150 here) cuts every request but leaves
 * `navigator.onLine` true in each document loaded while it is on; a device without a network
 * reports false. So the tab's documents report what the device would, until `backOnline`.
 */
export async function reopenedOffline(context: BrowserContext): Promise<Page> {
  await context.setOffline(true);
  await context.addInitScript(() => {
    const device = globalThis as { networkBack?: boolean };
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get: () => device.networkBack === true,
    });
  });
  return context.newPage();
}

/** A waiting save's status line (docs/offline.md §3): kept while offline, or tried and failed. */
export const SAVE_WAITS =
  /^(Waiting for the network: saved when you are back online|Not saved yet)/;

const backendCalls = (url: URL) => /^\/(rest|auth|storage)\/v1\//.test(url.pathname);
const cut = (route: Route) => route.abort('internetdisconnected');

/**
 * Takes the network away from every page of the context until the returned function brings it
 * back, for a test that then checks the server was not reached. Chromium's emulation alone let a
 * save through now and then once a page had been reloaded under the offline app's worker (fresh
 * clone CI, twice), so the backend's calls are also cut where Playwright routes them, which it
 * does before the emulation is asked.
 */
export async function networkGone(context: BrowserContext): Promise<() => Promise<void>> {
  await context.setOffline(true);
  await context.route(backendCalls, cut);
  return async () => {
    await context.unroute(backendCalls, cut);
    await context.setOffline(false);
  };
}
