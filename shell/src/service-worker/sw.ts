import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { addPlugins, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { PAGE_LOADS_CHANNEL, type PageLoadSignal } from '../app/offline/page-load-signals.ts';
import { PageLoads } from './page-loads.ts';
import {
  leftoverRemoteFiles,
  remoteFileUrls,
  remoteManifestUrls,
  sharedNames,
} from './remote-files.ts';
import { addHashedFileRoutes } from './static-routes.ts';

/**
 * The offline app (docs/offline.md). Online, pages, remotes.json and the remotes' manifests come
 * from the network as before, so a deploy shows on the next load; their last answers are kept.
 * Offline, everything the app needs to start comes from the caches: the shell's build
 * (precached), the runtime files, and every remote's files, fetched ahead from the manifests
 * that remotes.json names, so screens never opened before still open.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const RUNTIME_FILES = 'phrasebook-runtime-files';
const REMOTE_FILES = 'phrasebook-remote-files';
/** How long a slow network is waited for before the kept copy answers. */
const NETWORK_TIMEOUT_SECONDS = 4;
/** How long a page that said it is loading holds the fetching ahead back at most. */
const PAGE_LOAD_MAX_MS = 15_000;
/** How long a page that was left holds it back at most, waiting for the next page to load. */
const NEXT_PAGE_WAIT_MS = 5_000;
/** Remotes' files fetched ahead side by side (the precache fetches one at a time beside them). */
const FETCH_AHEAD_CONCURRENCY = 2;

const pageLoads = new PageLoads(PAGE_LOAD_MAX_MS, FETCH_AHEAD_CONCURRENCY, NEXT_PAGE_WAIT_MS);

clientsClaim();

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  // 'Reload' on the new-version offer: this worker, waiting with the new shell, takes over now.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page that has settled: it took the remotes' entries from index.html, so the worker reads
  // remotes.json and the manifests itself and fetches ahead what is new.
  if (type === 'CACHE_REMOTES') event.waitUntil(cacheAppFiles());
});

// Pages of the app starting, settling and being left, controlled or not (page-load-signals.ts).
new BroadcastChannel(PAGE_LOADS_CHANNEL).addEventListener('message', (event) => {
  const { type, page } = (event.data ?? {}) as Partial<PageLoadSignal>;
  if (typeof page !== 'string') return;
  if (type === 'loading') pageLoads.started(page);
  if (type === 'settled') pageLoads.settled(page);
  if (type === 'leaving') pageLoads.left();
});

// First, before the precache's own route would answer '/' with the precached page forever.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: RUNTIME_FILES,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        // Every app route is the same page: one kept copy, the precached one, serves them all.
        { cacheWillUpdate: async () => null, handlerDidError: () => matchPrecache('/index.html') },
      ],
    }),
    // Storybook and the remotes' standalone pages are not the app.
    { denylist: [/^\/components\//, /^\/mf-[a-z]+\//] },
  ),
);

// The install's downloads wait while a page loads; a page's own request for a precached file
// (a fetch event) never does.
addPlugins([
  {
    requestWillFetch: async ({ request, event }) => {
      if (event.type === 'install') await pageLoads.quiet();
      return request;
    },
  },
]);
precacheAndRoute(self.__WB_MANIFEST);

/** One of the worker's own downloads, ahead of need: it waits while a page loads. */
async function fetchAhead(url: string, init?: RequestInit): Promise<Response> {
  await pageLoads.quiet();
  return fetch(url, init);
}

/** Fetches ahead the manifest and files of every remote that remotes.json names. */
async function cacheRemotes(remotesUrl: string, remotes: unknown): Promise<void> {
  await Promise.allSettled(
    remoteManifestUrls(remotes, remotesUrl).map(async (manifestUrl) => {
      const response = await fetchAhead(manifestUrl, { cache: 'no-cache' });
      if (!response.ok) return;
      const runtimeFiles = await caches.open(RUNTIME_FILES);
      const previous = await runtimeFiles.match(manifestUrl);
      await runtimeFiles.put(manifestUrl, response.clone());
      await cacheRemoteFiles(manifestUrl, await response.json(), await keptJson(previous));
    }),
  );
}

/**
 * What the shell shares, from its own manifest: precached with its build, or, while this worker
 * installs beside the precache, from the server (the build being installed).
 */
async function providedByShell(): Promise<Set<string>> {
  const response =
    (await matchPrecache('/mf-manifest.json')) ??
    (await fetchAhead('/mf-manifest.json').catch(() => undefined));
  return sharedNames(response?.ok ? await response.json() : null);
}

/** A kept manifest, when there is one that reads: what pruning compares against. */
const keptJson = (response: Response | undefined | null): Promise<unknown> =>
  response ? response.json().catch(() => undefined) : Promise.resolve(undefined);

/**
 * Fetches ahead what a remote's manifest names. When it replaces another (a deploy), deletes
 * the remote's files that neither names (leftoverRemoteFiles): the same manifest read again
 * keeps the version before it.
 */
async function cacheRemoteFiles(
  manifestUrl: string,
  manifest: unknown,
  previous?: unknown,
): Promise<void> {
  const [cache, provided] = await Promise.all([caches.open(REMOTE_FILES), providedByShell()]);
  await pageLoads.eachWhenQuiet(remoteFileUrls(manifest, manifestUrl, provided), async (url) => {
    if (await cache.match(url)) return;
    const response = await fetchAhead(url);
    if (response.ok) await cache.put(url, response);
  });
  if (previous === undefined || JSON.stringify(previous) === JSON.stringify(manifest)) return;
  const kept = (await cache.keys()).map((request) => request.url);
  const leftovers = leftoverRemoteFiles(kept, manifestUrl, [manifest, previous]);
  await Promise.all(leftovers.map((url) => cache.delete(url)));
}

/**
 * At install, the files the app reads before its first screen and every remote's files: the
 * page that installs the worker read them before the worker could keep them.
 */
async function cacheAppFiles(): Promise<void> {
  const cache = await caches.open(RUNTIME_FILES);
  const keep = async (path: string) => {
    const response = await fetchAhead(path, { cache: 'no-cache' });
    if (response.ok) await cache.put(path, response.clone());
    return response;
  };
  const [, remotes] = await Promise.all([keep('/config.json'), keep('/remotes.json')]);
  if (remotes.ok) await cacheRemotes(remotes.url, await remotes.json());
}

self.addEventListener('install', (event) => {
  addHashedFileRoutes(event);
  event.waitUntil(cacheAppFiles());
});

// Whenever the page reads remotes.json or a manifest anew, what they name is fetched ahead.
const warmRemotes: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, newResponse }) =>
    cacheRemotes(request.url, await newResponse.clone().json()),
};
const warmRemote: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse }) =>
    cacheRemoteFiles(request.url, await newResponse.clone().json(), await keptJson(oldResponse)),
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/remotes.json',
  new NetworkFirst({
    cacheName: RUNTIME_FILES,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [warmRemotes],
  }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/config.json',
  new NetworkFirst({ cacheName: RUNTIME_FILES, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);
registerRoute(
  ({ url }) => url.pathname.endsWith('/mf-manifest.json'),
  new NetworkFirst({
    cacheName: RUNTIME_FILES,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [warmRemote],
  }),
);
// A hashed name never changes its content: the kept copy answers first. Where the browser has
// static routes (static-routes.ts), it answers these itself and this route is not asked.
registerRoute(
  ({ request, url }) =>
    (request.destination === 'script' || request.destination === 'style') &&
    /\.[0-9a-f]{8,}\.(?:js|css)$/.test(url.pathname),
  new CacheFirst({ cacheName: REMOTE_FILES }),
);
