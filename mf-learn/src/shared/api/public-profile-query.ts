import { queryOptions } from '@tanstack/react-query';
import { canLookUpPublicProfile } from '@phrasebook/domain';
import { getSupabase, profileKeys, type PublicProfile } from '@phrasebook/data';

/** docs/product.md §7 "Public profile": public_profile by uid; single or none. */
export function publicProfileQuery(uid: string) {
  return queryOptions({
    queryKey: profileKeys.public(uid),
    queryFn: async (): Promise<PublicProfile | null> => {
      const { data, error } = await getSupabase()
        .from('public_profile')
        .select('uid, username, avatar_path')
        .eq('uid', uid)
        .maybeSingle();
      if (error) throw error;
      return data as PublicProfile | null;
    },
    // docs/product.md §5: only uids longer than 10 characters are looked up.
    enabled: canLookUpPublicProfile(uid),
  });
}
