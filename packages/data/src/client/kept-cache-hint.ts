/**
 * Whose query cache is kept in IndexedDB, said in local storage so that it is known at once:
 * a visit that finds no copy to restore (a first visit, a new device) then neither loads the
 * persistence code nor opens the database before its first screen (docs/offline.md).
 */
const HINT_KEY = 'phrasebook-query-cache-kept';

/** True when `uid`'s query cache was kept on an earlier visit. */
export function hasKeptQueryCache(uid: string): boolean {
  try {
    return window.localStorage.getItem(HINT_KEY) === uid;
  } catch {
    return false;
  }
}

/** Called once a copy of `uid`'s cache is written: one user's copy at a time is kept. */
export function noteQueryCacheKept(uid: string): void {
  try {
    window.localStorage.setItem(HINT_KEY, uid);
  } catch {
    // Storage blocked: the copy is restored only offline, as without the hint.
  }
}

/** Called when `uid`'s copy is deleted. */
export function noteQueryCacheGone(uid: string): void {
  try {
    if (hasKeptQueryCache(uid)) window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage blocked: nothing was noted.
  }
}
