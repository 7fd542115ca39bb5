import { KEPT_SCREENS_KEY } from './kept-cache-hint.ts';

/**
 * Writes a local-storage item the learner would miss (a queued write, a review's progress):
 * when storage is full, the kept screens make room first. They only draw a page sooner on a
 * return, and the next page left keeps one again (docs/offline.md). Throws, as `setItem` does,
 * when it still does not fit or storage is blocked. Here, beside the kept screens' key, as the
 * outbox of this package and mf-review's session state both write through it.
 */
export function storeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    window.localStorage.removeItem(KEPT_SCREENS_KEY);
    window.localStorage.setItem(key, value);
  }
}
