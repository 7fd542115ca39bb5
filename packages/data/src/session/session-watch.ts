import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isAuthApiError, isAuthSessionMissingError } from '@supabase/auth-js';
import { getSupabase } from '../client/supabase-client.ts';
import { userScope } from '../query-keys.ts';

/** How often an open tab asks the auth server whether its session still exists. */
export const SESSION_CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * Confirms the stored session with the auth server. A session revoked elsewhere (sign-out
 * everywhere, password reset) still has an unexpired access token, so supabase-js alone would
 * keep using it until it expires; asking the server makes supabase-js drop it, which signs
 * the user out here too.
 */
export async function verifySession(): Promise<'valid' | 'signed-out' | 'unknown'> {
  const auth = getSupabase().auth;
  const { data } = await auth.getSession();
  if (!data.session) return 'signed-out';
  const { error } = await auth.getUser();
  if (!error) return 'valid';
  // supabase-js has already removed the session and told its subscribers.
  if (isAuthSessionMissingError(error)) return 'signed-out';
  // 401/403 mean the server no longer accepts this session (user or session gone). Network
  // failures and 5xx say nothing about it, so the session is kept.
  if (isAuthApiError(error) && (error.status === 401 || error.status === 403)) {
    await auth.signOut({ scope: 'local' });
    return 'signed-out';
  }
  return 'unknown';
}

/**
 * Mount once in the app shell. Signs the tab out cleanly when the session ends elsewhere:
 * checks on start, when the tab becomes visible again and every few minutes, and drops the
 * user's cached queries whenever the session goes away (docs/product.md §4).
 */
export function useSessionWatch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const auth = getSupabase().auth;
    const { data } = auth.onAuthStateChange((event) => {
      if (event !== 'SIGNED_OUT') return;
      // Queries still in flight are left to finish: removing them would cancel them, and a
      // route loader awaiting one (the signed-in guard) would fail with CancelledError
      // instead of sending the visitor to /login. Their keys carry the uid, and signing in
      // clears the user scope again, so nobody else ever reads them.
      queryClient.removeQueries({
        queryKey: userScope,
        predicate: (query) => query.state.fetchStatus !== 'fetching',
      });
    });
    const check = () => void verifySession();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => {
      data.subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [queryClient]);
}
