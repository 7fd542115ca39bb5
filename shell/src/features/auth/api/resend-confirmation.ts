import {
  appUrl,
  getSupabase,
  gettingStartedPath,
  logUnexpected,
  toAuthFormError,
} from '@phrasebook/data';

/**
 * Asks for a new sign-up confirmation link, leading where the first one did (the inviter kept).
 * The server answers the same whether or not a sign-up waits at that address.
 */
export async function resendConfirmation({
  email,
  referrer,
}: {
  email: string;
  referrer?: string | null;
}): Promise<void> {
  try {
    const { error } = await getSupabase().auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: appUrl(gettingStartedPath(referrer)) },
    });
    if (error) throw error;
  } catch (error) {
    if (!toAuthFormError(error).expected) logUnexpected('resend-confirmation', error, { email });
    throw error;
  }
}
