import type { Session } from '@supabase/supabase-js';
import { isAuthRetryableFetchError } from '@supabase/auth-js';
import { pageSettled } from '../realtime/page-settled.ts';
import { isOnline } from '../network/is-online.ts';
import { CACHED_FOR_MS } from '../client/query-client.ts';
import { keptCopyIsRecent } from './kept-copy-note.ts';

const isOffline = () => !isOnline();

const persistence = () => import('../client/query-cache-persistence.ts');

/**
 * auth-js answers "no session" when it cannot reach the server to refresh an expired access
 * token, yet keeps the stored session for its next try. Offline, that stored session still
 * says who is using the app (docs/offline.md); requests fail until the network returns, and
 * auth-js refreshes it then. Read from the lazily loaded persistence module: only then needed.
 */
export async function sessionKeptWhileOffline(error: unknown): Promise<Session | null> {
  if (!isAuthRetryableFetchError(error)) return null;
  return (await persistence()).storedSession();
}

/**
 * Offline, the stored session answers at once: with an expired access token, auth-js would
 * first retry its refresh for up to half a minute, only to say "no session" (above).
 */
export async function sessionWhileOffline(): Promise<Session | null> {
  if (!isOffline()) return null;
  return (await persistence()).storedSession();
}

/** A week offline is the longest we plan for. */
const RESTORE_OFFLINE_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether the app starts from `uid`'s kept copy: offline, or online within the cache time. */
const startsFromKeptCopy = (uid: string) => isOffline() || keptCopyIsRecent(uid, CACHED_FOR_MS);

/**
 * Follows the signed-in user with the kept query cache: a user who leaves has theirs deleted;
 * a user who arrives has theirs kept from now on, restored first when the app starts offline or
 * was open within the cache time (a repeat visit shows its screen without waiting for data).
 * Otherwise it waits until the page has settled: it is not part of the first screen.
 */
export function keptCacheOf(previousUid: string | undefined, uid: string | undefined): void {
  if (previousUid && previousUid !== uid) {
    void persistence().then(({ forgetQueryCache }) => forgetQueryCache(previousUid));
  }
  if (!uid || uid === previousUid) return;
  if (startsFromKeptCopy(uid)) void restoredCacheOf(uid);
  else
    void pageSettled()
      .then(persistence)
      .then(({ keepQueryCache }) => keepQueryCache(uid));
}

/** Waits for the user's kept cache to fill the query cache, when the app starts from it. */
export async function restoredCacheOf(uid: string): Promise<void> {
  if (!startsFromKeptCopy(uid)) return;
  const { keepQueryCache } = await persistence();
  await keepQueryCache(uid, {
    restoreWithin: isOffline() ? RESTORE_OFFLINE_WITHIN_MS : CACHED_FOR_MS,
  });
}
