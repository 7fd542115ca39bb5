/**
 * What a page tells the offline app's service worker: that it is loading (the inline
 * `boot/page-loading-boot.js`, first thing), that it has settled (its first screen shown, or
 * `pageSettled`: register-service-worker.ts), and, while the worker installs or fetches ahead,
 * that it is being left, before the next page's request goes out. The worker's fetching ahead
 * waits meanwhile, so that it never competes with a page the learner waits for
 * (docs/offline.md).
 */
export const PAGE_LOADS_CHANNEL = 'phrasebook-page-loads';

export interface PageLoadSignal {
  type: 'loading' | 'settled' | 'leaving';
  /** The page's own id: its time origin, unique per document. */
  page: string;
}

function announce(type: PageLoadSignal['type']): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(PAGE_LOADS_CHANNEL);
  const signal: PageLoadSignal = { type, page: String(performance.timeOrigin) };
  channel.postMessage(signal);
  channel.close();
}

export function announcePageSettled(): void {
  announce('settled');
}

/**
 * Until `done` settles (the worker installing, or fetching ahead what the app needs offline), a
 * page being left (a reload, another page of the app) says so at `beforeunload`, which comes
 * before the next page is asked for: that page can only say it is loading once its document has
 * arrived, a round trip or more later, and `pagehide` comes no sooner. Only then: a
 * `beforeunload` listener keeps some browsers from keeping the page for the back button.
 */
export function announceLeavingUntil(done: Promise<unknown>): void {
  const announceLeaving = () => announce('leaving');
  addEventListener('beforeunload', announceLeaving);
  const stop = () => removeEventListener('beforeunload', announceLeaving);
  done.then(stop, stop);
}
