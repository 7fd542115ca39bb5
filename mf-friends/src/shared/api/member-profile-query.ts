import { queryOptions } from '@tanstack/react-query';
import { getSupabase, profileKeys } from '@phrasebook/data';
import { languagesKnownOf, uuidField } from '@phrasebook/domain';

/**
 * Someone's profile as signed-in users see it: public_profile with the languages they know
 * (public_profile_plus); null when nobody has that uid. Callers look it up only for uids
 * longer than 10 characters (docs/product.md §5).
 */
export function memberProfileQuery(uid: string) {
  return queryOptions({
    queryKey: profileKeys.publicPlus(uid),
    queryFn: async () => {
      // An address that is not a user id names nobody; asking would only fail on its syntax.
      if (!uuidField.safeParse(uid).success) return null;
      const { data, error } = await getSupabase()
        .from('public_profile_plus')
        .select('uid, username, avatar_path, languages_known')
        .eq('uid', uid)
        .maybeSingle();
      if (error) throw error;
      if (!data?.uid) return null;
      return {
        uid: data.uid,
        username: data.username ?? '',
        avatar_path: data.avatar_path,
        languages_known: languagesKnownOf(data.languages_known),
      };
    },
  });
}

export type MemberProfile = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof memberProfileQuery>['queryFn']>>>
>;
