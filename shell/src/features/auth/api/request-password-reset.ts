import { appUrl, getSupabase, logUnexpected, toAuthFormError } from '@phrasebook/data';

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
