import { storedItem } from '../session/session-hint.ts';

/**
 * Whose query cache is kept in IndexedDB, said in local storage so that it is known at once:
 * a visit that finds no copy to restore (a first visit, a new device) then neither loads the
 * persistence code nor opens the database before its first screen (docs/offline.md). Written
 * by query-cache-persistence.ts, with the copy.
 */
export const KEPT_CACHE_HINT_KEY = 'phrasebook-query-cache-kept';

/** True when `uid`'s query cache was kept on an earlier visit. */
export function hasKeptQueryCache(uid: string): boolean {
  return storedItem(KEPT_CACHE_HINT_KEY) === uid;
}

/**
 * The last screens drawn for that user, as they were left (the shell's kept-screens.ts): the page
 * shows the one it opens on while the app starts (docs/offline.md). They go with the copy.
 */
export const KEPT_SCREENS_KEY = 'phrasebook-kept-screens';
