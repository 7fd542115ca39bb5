import type { DataModule } from '../startup/load-data.ts';

/**
 * Starts the signed-in guard's read of the user's profile (signed-in-loader.ts) as soon as the
 * session is read: the entry calls it at start-up with a stored session (start-signed-in-page.ts), so the request
 * overlaps the loading of the page's remote instead of waiting for its routes. A failure is
 * left to the guard, which reads the profile again and shows what went wrong.
 */
export async function prefetchOwnProfile({
  readSession,
  ownProfileQuery,
  queryClient,
}: DataModule): Promise<void> {
  // Not after the kept copy's restore: on a return visit this read refreshes what it shows.
  const session = await readSession().catch(() => null);
  if (session) await queryClient.prefetchQuery(ownProfileQuery(session.user.id));
}
