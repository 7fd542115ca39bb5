import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { addPlugins, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isHashedFile, takeFirstPageFiles } from '../app/offline/first-page-files.ts';
import { PAGE_LOADS_CHANNEL, type PageLoadSignal } from '../app/offline/page-load-signals.ts';
import { PageLoads } from './page-loads.ts';
import { addRecordingsRoute, isKeepRecordings, keepRecordings } from './recordings.ts';
import {
  leftoverRemoteFiles,
  remoteFileUrls,
  remoteManifestUrls,
  sharedNames,
} from './remote-files.ts';
import { precacheEntryUrl, splitShellFiles, type PrecacheEntry } from './shell-files.ts';
import { addHashedFileRoutes } from './static-routes.ts';

/**
 * The offline app (docs/offline.md). Online, pages, remotes.json and the remotes' manifests come
 * from the network as before, so a deploy shows on the next load; their last answers are kept.
 * Offline, everything the app needs to start comes from the caches: the shell's build
 * (precached, or for a first install partly kept just after it), the runtime files, and every remote's files, fetched ahead from the manifests
 * that remotes.json names, so screens never opened before still open.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };
/** What a page of this build loads before its first screen (serviceWorkerPlugin). */
declare const START_UP_FILES: readonly string[] | null;

const RUNTIME_FILES = 'phrasebook-runtime-files';
const REMOTE_FILES = 'phrasebook-remote-files';
/** The shell's scripts and styles that a first install leaves for later (shell-files.ts). */
const SHELL_FILES = 'phrasebook-shell-files';
/** How long a slow network is waited for before the kept copy answers. */
const NETWORK_TIMEOUT_SECONDS = 4;
/** How long a page that said it is loading holds the fetching ahead back at most. */
const PAGE_LOAD_MAX_MS = 15_000;
/** How long a page that was left holds it back at most, waiting for the next page to load. */
const NEXT_PAGE_WAIT_MS = 5_000;
/** Remotes' files fetched ahead side by side (the precache fetches one at a time beside them). */
const FETCH_AHEAD_CONCURRENCY = 2;

const pageLoads = new PageLoads(PAGE_LOAD_MAX_MS, FETCH_AHEAD_CONCURRENCY, NEXT_PAGE_WAIT_MS);
const shellFiles = splitShellFiles(self.__WB_MANIFEST, START_UP_FILES, self.location.href);
const laterShellFiles = new Set(shellFiles.afterwards);
/** An update: a worker of an earlier build is in control, and this one waits to take over. */
const isUpdate = () => self.registration.active !== null;

clientsClaim();

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  // 'Reload' on the new-version offer: this worker, waiting with the new shell, takes over now.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page that has settled: what a first install left for later is fetched ahead, and, since
  // that page took the remotes' entries from index.html, the worker reads remotes.json and the
  // manifests itself and fetches ahead what is new. The port, if any, hears when that is over,
  // and whether all is kept (not without a network).
  // A review page names the recordings of today's cards (docs/offline.md, "Recordings").
  if (isKeepRecordings(event.data)) event.waitUntil(keepRecordings(event.data.urls));
  if (type === 'KEEP_APP_FILES') {
    event.waitUntil(
      keepAppFiles().then(
        () => event.ports[0]?.postMessage({ type: 'KEPT', kept: true }),
        () => event.ports[0]?.postMessage({ type: 'KEPT', kept: false }),
      ),
    );
  }
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

// An update's downloads wait while a page loads; a page's own request for a precached file (a
// fetch event) never does. A first install reads what the page that registered it has just
// loaded (shell-files.ts), from the HTTP cache: it takes control sooner without waiting.
addPlugins([
  {
    requestWillFetch: async ({ request, event }) => {
      if (event.type === 'install' && isUpdate()) await pageLoads.quiet();
      return request;
    },
  },
]);
precacheAndRoute(shellFiles.atInstall);

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
  await keepEach(cache, remoteFileUrls(manifest, manifestUrl, provided));
  if (previous === undefined || JSON.stringify(previous) === JSON.stringify(manifest)) return;
  const kept = (await cache.keys()).map((request) => request.url);
  const leftovers = leftoverRemoteFiles(kept, manifestUrl, [manifest, previous]);
  await Promise.all(leftovers.map((url) => cache.delete(url)));
}

/** Fetches ahead and keeps in `cache` each of `urls` that it does not hold yet. */
async function keepEach(cache: Cache, urls: readonly string[]): Promise<void> {
  await pageLoads.eachWhenQuiet(urls, async (url) => {
    if (await cache.match(url)) return;
    const response = await fetchAhead(url);
    if (response.ok) await cache.put(url, response);
  });
}

/**
 * The files the app reads before its first screen and every remote's files: the page that
 * installs the worker read them before the worker could keep them.
 */
async function keepRuntimeFiles(): Promise<void> {
  const cache = await caches.open(RUNTIME_FILES);
  const keep = async (path: string) => {
    const response = await fetchAhead(path, { cache: 'no-cache' });
    if (response.ok) await cache.put(path, response.clone());
    return response;
  };
  const [, remotes] = await Promise.all([keep('/config.json'), keep('/remotes.json')]);
  if (remotes.ok) await cacheRemotes(remotes.url, await remotes.json());
}

let keeping: Promise<void> | undefined;

/** Everything the app needs offline beyond the precache; one run at a time. */
function keepAppFiles(): Promise<void> {
  keeping ??= Promise.all([
    caches.open(SHELL_FILES).then((cache) => keepEach(cache, shellFiles.afterwards)),
    keepRuntimeFiles(),
  ])
    .then(() => undefined)
    .finally(() => {
      keeping = undefined;
    });
  return keeping;
}

const precachedAtInstall = new Set(
  shellFiles.atInstall.map((entry) => precacheEntryUrl(entry, self.location.href).href),
);

/**
 * What the page that registered a first install loaded beyond the start-up list, handed over by
 * that page (first-page-files.ts): kept now, from the HTTP cache, so that the browser keeps
 * their compiled code with them and the next visit runs them without compiling them again.
 */
async function keepFirstPageFiles(): Promise<void> {
  const files = (await takeFirstPageFiles()).filter((url) => !precachedAtInstall.has(url));
  const [shell, remotes] = await Promise.all([caches.open(SHELL_FILES), caches.open(REMOTE_FILES)]);
  await Promise.allSettled(
    files.map(async (url) => {
      const response = await fetch(url);
      if (response.ok) await (laterShellFiles.has(url) ? shell : remotes).put(url, response);
    }),
  );
}

self.addEventListener('install', (event) => {
  addHashedFileRoutes(event);
  // A first install takes control at once, with what the page that registered it loaded, and
  // keeps the rest when the page asks (register-service-worker.ts). An update waits for the
  // learner's reload anyway: it keeps everything first, so that the version offered works
  // offline once taken.
  event.waitUntil(
    isUpdate()
      ? keepAppFiles()
      : keepFirstPageFiles().catch((error: unknown) => {
          console.warn('[offline] what the first page loaded is kept later', error);
        }),
  );
});

// The shell's files that this build does not name any more; its own stay.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.open(SHELL_FILES).then(async (cache) => {
      const stale = (await cache.keys()).filter((request) => !laterShellFiles.has(request.url));
      await Promise.all(stale.map((request) => cache.delete(request)));
    }),
  );
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
// static routes (static-routes.ts), it answers these itself and these routes are not asked.
registerRoute(
  ({ url }) => laterShellFiles.has(url.href),
  new CacheFirst({ cacheName: SHELL_FILES }),
);
registerRoute(
  ({ request, url }) =>
    (request.destination === 'script' || request.destination === 'style') && isHashedFile(url),
  new CacheFirst({ cacheName: REMOTE_FILES }),
);
addRecordingsRoute();
