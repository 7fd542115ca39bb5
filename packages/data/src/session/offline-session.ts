import type { Session } from '@supabase/supabase-js';
import { isAuthRetryableFetchError } from '@supabase/auth-js';
import { pageSettled } from '../realtime/page-settled.ts';
import { isOnline } from '../network/is-online.ts';
import { hasKeptQueryCache } from '../client/kept-cache-hint.ts';
import { storedSession } from './stored-session.ts';

const isOffline = () => !isOnline();

const persistence = () => import('../client/query-cache-persistence.ts');

/**
 * auth-js answers "no session" when it cannot reach the server to refresh an expired access
 * token, yet keeps the stored session for its next try. Offline, that stored session still
 * says who is using the app (docs/offline.md); requests fail until the network returns, and
 * auth-js refreshes it then.
 */
export async function sessionKeptWhileOffline(error: unknown): Promise<Session | null> {
  if (!isAuthRetryableFetchError(error)) return null;
  return storedSession();
}

/**
 * Offline, the stored session answers at once: with an expired access token, auth-js would
 * first retry its refresh for up to half a minute, only to say "no session" (above).
 */
export async function sessionWhileOffline(): Promise<Session | null> {
  if (!isOffline()) return null;
  return storedSession();
}

/**
 * Follows the signed-in user with the kept query cache: a user who leaves has theirs deleted;
 * a user who arrives has theirs restored, when there is one, and kept from the moment the page
 * has settled (saving is not part of the first screen).
 */
export function keptCacheOf(previousUid: string | undefined, uid: string | undefined): void {
  if (previousUid && previousUid !== uid) {
    void persistence().then(({ forgetQueryCache }) => forgetQueryCache(previousUid));
  }
  if (!uid || uid === previousUid) return;
  void restoredCacheOf(uid);
  void pageSettled()
    .then(persistence)
    .then(({ keepQueryCache }) => keepQueryCache(uid));
}

/**
 * Waits for the user's kept cache to fill the query cache, so the first screen shows the last
 * data seen instead of waiting for its queries (docs/offline.md). Online, only when the hint
 * says a copy was kept: otherwise nothing is loaded or opened. Offline, always: there is no
 * other data to show.
 */
export async function restoredCacheOf(uid: string): Promise<void> {
  if (!isOffline() && !hasKeptQueryCache(uid)) return;
  const { restoreQueryCache } = await persistence();
  await restoreQueryCache(uid);
}
