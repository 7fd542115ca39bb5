import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { getSupabase } from '../client/supabase-client.ts';
import { queryClient } from '../client/query-client.ts';
import { logUnexpected } from '../errors/log-unexpected.ts';
import { userScope } from '../query-keys.ts';

/**
 * docs/product.md §4: signing out clears cached user queries and navigates to '/'. The cache is cleared
 * even when the server could not be told (the session is dropped locally either way); a
 * failure is logged and toasted, the same from every sign-out button.
 */
export function useSignOutMutation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const { error } = await getSupabase().auth.signOut();
      queryClient.removeQueries({ queryKey: userScope });
      if (error) throw error;
    },
    onSuccess: () => navigate('/'),
    onError: (error) => logUnexpected('sign-out', error),
    meta: { errorToast: 'Could not sign out' },
  });
}
