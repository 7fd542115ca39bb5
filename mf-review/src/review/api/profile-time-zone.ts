import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { currentQueryData, ownProfileQuery, useSignedInUser } from '@phrasebook/data';

/** The zone review days are counted in: the profile's, as in the database (docs/offline.md). */
export function useProfileTimeZone(): string | undefined {
  const user = useSignedInUser();
  return useSuspenseQuery(ownProfileQuery(user.id)).data?.time_zone ?? undefined;
}

/** The same, for loaders. */
export async function profileTimeZone(
  queryClient: QueryClient,
  uid: string,
): Promise<string | undefined> {
  return (await currentQueryData(queryClient, ownProfileQuery(uid)))?.time_zone ?? undefined;
}
