import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '../supabase-client.ts';
import { userScope } from '../query-keys.ts';
import { toAuthFormError } from './auth-error.ts';
import { logUnexpected } from './log-unexpected.ts';

export interface SignInInput {
  email: string;
  password: string;
}

/** Password sign-in. Drops any cached user data first so no one sees the previous user's. */
export function useSignInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: SignInInput) => {
      const { data, error } = await getSupabase().auth.signInWithPassword({ email, password });
      if (error) throw error;
      queryClient.removeQueries({ queryKey: userScope });
      return data.session;
    },
    onError: (error, input) => {
      if (!toAuthFormError(error).expected) logUnexpected('sign-in', error, input);
    },
  });
}
