import { queryOptions } from '@tanstack/react-query';
import { getSupabase, accountKeys } from '@phrasebook/data';

/**
 * docs/product.md §7 "get current user": the user as the auth server knows it now (used by
 * change-email-confirm), not the copy inside the stored session, which may be stale.
 */
export function currentUserQuery() {
  return queryOptions({
    queryKey: accountKeys.currentUser(),
    queryFn: async () => {
      const { data, error } = await getSupabase().auth.getUser();
      if (error) throw error;
      return data.user;
    },
    staleTime: 0,
  });
}
