import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../client/supabase-client.ts';
import { profileKeys } from '../query-keys.ts';

/** docs/product.md §7 "Own profile": user_profile with its decks from user_deck_plus; single or none. */
export function ownProfileQuery(uid: string) {
  return queryOptions({
    queryKey: profileKeys.own(uid),
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('user_profile')
        .select('*, decks_array:user_deck_plus(*)')
        .eq('uid', uid)
        .maybeSingle();
      if (error) throw error;
      return data;
    },
  });
}
