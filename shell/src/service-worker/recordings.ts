import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  isRecordingUrl,
  KEEP_RECORDINGS,
  type KeepRecordingsMessage,
  recordingCacheKey,
} from '@phrasebook/domain/offline-recordings';

/** Recordings kept for offline review (docs/offline.md, "Recordings"). */
export const RECORDINGS = 'phrasebook-recordings';
/** About a month of daily reviews' recordings; the oldest kept go first. */
const MAX_KEPT = 400;

export const isKeepRecordings = (data: unknown): data is KeepRecordingsMessage =>
  (data as { type?: unknown } | null)?.type === KEEP_RECORDINGS &&
  Array.isArray((data as { urls?: unknown }).urls);

/** Keeps each named file whole (a range answer cannot be kept), once per file. */
export async function keepRecordings(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(RECORDINGS);
  await Promise.allSettled(
    urls.map(async (url) => {
      const key = recordingCacheKey(url);
      if (await cache.match(key)) return;
      const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
      if (response.status === 200) await cache.put(key, response);
    }),
  );
  const kept = await cache.keys();
  await Promise.all(kept.slice(0, Math.max(0, kept.length - MAX_KEPT)).map((r) => cache.delete(r)));
}

/**
 * The audio element asks for byte ranges: a kept file answers them (206), online or not; a
 * file not kept goes to the network as it is.
 */
export function addRecordingsRoute(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isRecordingUrl(url),
    new CacheFirst({
      cacheName: RECORDINGS,
      plugins: [
        { cacheKeyWillBeUsed: async ({ request }) => recordingCacheKey(request.url) },
        // Only whole files are kept: the network's 206 answers are passed through.
        { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
        new RangeRequestsPlugin(),
      ],
    }),
  );
}
