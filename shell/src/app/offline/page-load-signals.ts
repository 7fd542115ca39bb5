/**
 * What a page tells the offline app's service worker: that it is loading (the inline
 * `boot/page-loading-boot.js`, first thing) and that it has settled (`pageSettled`). The worker's
 * fetching ahead, an install or a new remote's files, waits in between, so that it never competes
 * with a page the learner waits for (docs/offline.md).
 */
export const PAGE_LOADS_CHANNEL = 'phrasebook-page-loads';

export interface PageLoadSignal {
  type: 'loading' | 'settled';
  /** The page's own id: its time origin, unique per document. */
  page: string;
}

export function announcePageSettled(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(PAGE_LOADS_CHANNEL);
  const signal: PageLoadSignal = { type: 'settled', page: String(performance.timeOrigin) };
  channel.postMessage(signal);
  channel.close();
}
