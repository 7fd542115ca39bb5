import { queryOptions } from '@tanstack/react-query';
import { getSupabase, profileKeys } from '@phrasebook/data';
import { limits } from '@phrasebook/domain';

/** The term matched literally: LIKE's wildcards in what the user typed are escaped. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * docs/product.md §7 "Profile search": public_profile whose username contains the term in any
 * letter case, never me, at most 10. With `lang`, only people who know that language
 * (public_profile_plus, for signed-in users).
 */
export function searchProfilesQuery(myUid: string, term: string, lang?: string) {
  return queryOptions({
    queryKey: profileKeys.searchBy(myUid, term, lang),
    queryFn: async () => {
      const supabase = getSupabase();
      const { data, error } = lang
        ? await supabase
            .from('public_profile_plus')
            .select('uid, username, avatar_path')
            .ilike('username', containing(term))
            .neq('uid', myUid)
            .contains('languages_known', [{ lang }])
            .order('username')
            .limit(limits.profileSearchLimit)
        : await supabase
            .from('public_profile')
            .select('uid, username, avatar_path')
            .ilike('username', containing(term))
            .neq('uid', myUid)
            .order('username')
            .limit(limits.profileSearchLimit);
      if (error) throw error;
      return data.flatMap((row) =>
        row.uid
          ? [{ uid: row.uid, username: row.username ?? '', avatar_path: row.avatar_path }]
          : [],
      );
    },
  });
}
