import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasStoredSession } from '@phrasebook/data/session-hint';
import { isOnline } from '@phrasebook/data/is-online';
import { loadData } from '../startup/load-data.ts';
import { loadTimeZoneOffer } from '../../features/time-zone/time-zone-offer-code.ts';
import { isGettingStarted, gettingStartedPath, loginRedirectPath } from './login-redirect.ts';

/**
 * The signed-in guard, as the signed-in group's loader so it runs before any screen of the
 * group renders: signed out -> /login?redirectedFrom=..., signed in without a user_profile
 * row -> /getting-started (unless already there). docs/product.md §2 "Signed-in group".
 */
export async function signedInLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  // No stored session: certainly signed out, and no need to download the client to say so.
  if (!hasStoredSession()) throw redirect(loginRedirectPath(url));
  const { browserTimeZone, getCurrentSession, ownProfileQuery, queryClient, sameZoneName } =
    await loadData();
  const session = await getCurrentSession();
  if (!session) throw redirect(loginRedirectPath(url));
  if (!isGettingStarted(url.pathname)) {
    // Offline, only a kept profile can answer (undefined: not known here, so no redirect).
    const profile = isOnline()
      ? await queryClient.ensureQueryData(ownProfileQuery(session.user.id))
      : queryClient.getQueryData(ownProfileQuery(session.user.id).queryKey);
    if (profile === null) throw redirect(gettingStartedPath);
    // Drawn with the page, not after it (time-zone-offer-code.ts); the offer is optional.
    const here = browserTimeZone();
    if (profile && here && !sameZoneName(profile.time_zone, here)) {
      await loadTimeZoneOffer(session.user.id, here).catch(() => undefined);
    }
  }
  return null;
}

/** Re-check on every navigation inside the group: the profile may appear or the session end. */
export function revalidateSignedIn(): boolean {
  return true;
}
