/**
 * Routes the browser follows without running the worker (the service worker static routing
 * API, `InstallEvent.addRoutes`): a hashed script or stylesheet is answered straight from the
 * worker's caches, or from the network when no cache holds it (docs/offline.md, "Hashed files
 * without the worker"). Through the worker's own fetch handler, each of the thirty-odd files of
 * a signed-in page's start paid a turn of the worker's JavaScript, and a stopped worker had to
 * start before the first of them.
 */

/** The subset of the API's rule shape this worker uses. */
interface StaticRouteCondition {
  urlPattern?: { protocol?: string; hostname?: string; port?: string; pathname: string };
  requestDestination?: string;
  or?: StaticRouteCondition[];
}

interface StaticRoute {
  condition: StaticRouteCondition;
  source: 'cache';
}

/** Not yet in TypeScript's WebWorker library; absent in browsers without static routing. */
type InstallEventWithRoutes = ExtendableEvent & {
  addRoutes?: (routes: StaticRoute[]) => Promise<void>;
};

/**
 * Where the builds put their hashed files: production builds hash every file name (see
 * @phrasebook/build-config's filenameHash), and the API takes no regular expressions, so the
 * folders stand for the hash: the shell's at the root, each remote's under its own path. A file
 * cached under another key (a precached file with a revision) is simply not found, and the
 * network answers it.
 */
const hashedFolders = ['/static/*', '/*/static/*'];
/**
 * On any origin: a remote may be hosted on an origin of its own (docs/deploying.md), and a
 * pattern that names no origin stands for the worker's.
 */
const anyOrigin = { protocol: '*', hostname: '*', port: '*' };
const byExtension = (extension: string, requestDestination: string) =>
  hashedFolders.map((folder) => ({
    urlPattern: { ...anyOrigin, pathname: `${folder}.${extension}` },
    requestDestination,
  }));

const hashedFileRoutes: StaticRoute[] = [
  {
    condition: {
      or: [
        ...byExtension('js', 'script'),
        ...byExtension('css', 'style'),
        {
          urlPattern: { ...anyOrigin, pathname: '/*/remoteEntry.*.js' },
          requestDestination: 'script',
        },
      ],
    },
    source: 'cache',
  },
];

/**
 * Registers the routes during the install event. Browsers without the API keep using the
 * worker's fetch handler, which answers the same files the same way.
 */
export function addHashedFileRoutes(event: ExtendableEvent): void {
  const install = event as InstallEventWithRoutes;
  if (typeof install.addRoutes !== 'function') return;
  event.waitUntil(
    install.addRoutes(hashedFileRoutes).catch((error: unknown) => {
      console.warn('[offline] static routes not added; the fetch handler answers', error);
    }),
  );
}
