import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '../client/supabase-client.ts';
import { toAuthFormError } from './auth-error.ts';
import { logUnexpected } from '../errors/log-unexpected.ts';

/** Sets the signed-in user's password: after a recovery link, or from the profile. */
export function useUpdatePasswordMutation() {
  return useMutation({
    mutationFn: async ({ password }: { password: string }) => {
      const { data, error } = await getSupabase().auth.updateUser({ password });
      if (error) throw error;
      return data.user;
    },
    onError: (error, input) => {
      if (!toAuthFormError(error).expected) logUnexpected('update-password', error, input);
    },
  });
}
