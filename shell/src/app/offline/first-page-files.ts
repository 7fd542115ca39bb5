/**
 * What the page that installs the offline app's worker has loaded beyond the start-up list (its
 * remote's entry, routes and screen, the shell's chunks loaded on demand), handed to that
 * worker's first install through a cache of their own: the worker keeps them during its install,
 * and the browser then keeps their compiled code too, so the next visit does not compile them
 * again (docs/offline.md, "A first install").
 */
const FIRST_PAGE_FILES_CACHE = 'phrasebook-first-page-files';
const FIRST_PAGE_FILES_KEY = '/first-page-files.json';

/** A script or stylesheet with its content's hash in its name: it never changes. */
export const isHashedFile = (url: URL): boolean => /\.[0-9a-f]{8,}\.(?:js|css)$/.test(url.pathname);

/**
 * The page's side: the hashed files it has loaded so far, the shell's and its remote's, which
 * may be on an origin of its own (docs/deploying.md).
 */
export async function handFirstPageFiles(): Promise<void> {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => /^https?:$/.test(url.protocol) && isHashedFile(url))
    .map((url) => url.href);
  const cache = await caches.open(FIRST_PAGE_FILES_CACHE);
  await cache.put(FIRST_PAGE_FILES_KEY, new Response(JSON.stringify(files)));
}

/** The worker's side: what a page handed over, read once; none when no page did. */
export async function takeFirstPageFiles(): Promise<string[]> {
  const response = await caches.match(FIRST_PAGE_FILES_KEY, { cacheName: FIRST_PAGE_FILES_CACHE });
  await caches.delete(FIRST_PAGE_FILES_CACHE);
  const files: unknown = response ? await response.json() : [];
  return Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [];
}
