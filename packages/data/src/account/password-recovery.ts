import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '../supabase-client.ts';
import { appUrl } from './app-url.ts';
import { toAuthFormError } from './auth-error.ts';
import { logUnexpected } from './log-unexpected.ts';

/** Where recovery links land: supabase-js reads the session from the URL fragment there. */
export const SET_NEW_PASSWORD_PATH = '/set-new-password';

/**
 * Asks for a recovery mail. The server answers the same whether or not the address has an
 * account, and so does the screen, so it cannot be used to probe for accounts. A plain
 * function, like `signInWithPassword`: /forgot-password calls it without the QueryClient.
 */
export async function requestPasswordReset({ email }: { email: string }): Promise<void> {
  try {
    const { error } = await getSupabase().auth.resetPasswordForEmail(email, {
      redirectTo: appUrl(SET_NEW_PASSWORD_PATH),
    });
    if (error) throw error;
  } catch (error) {
    if (!toAuthFormError(error).expected) logUnexpected('request-password-reset', error, { email });
    throw error;
  }
}

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
