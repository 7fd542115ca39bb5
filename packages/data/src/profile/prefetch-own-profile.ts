import { queryClient } from '../client/query-client.ts';
import { getCurrentSession } from '../session/auth-session.ts';
import { ownProfileQuery } from './own-profile-query.ts';

/**
 * Starts reading the signed-in user's profile, which the signed-in guard needs before any
 * screen of the group: the shell calls it at start-up with a stored session, so the request
 * overlaps the loading of the page's remote instead of waiting for it. A failure is left to
 * the guard, which reads the profile again and shows what went wrong.
 */
export async function prefetchOwnProfile(): Promise<void> {
  const session = await getCurrentSession().catch(() => null);
  if (session) await queryClient.prefetchQuery(ownProfileQuery(session.user.id));
}
