import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, accountKeys, appUrl, toAuthFormError, logUnexpected } from '@phrasebook/data';

/** Where the confirmation link of an email change lands (docs/product.md §2 Profile). */
export const CHANGE_EMAIL_CONFIRM_PATH = '/profile/change-email-confirm';

/**
 * Starts an email change. The address changes only once the link mailed to the new address
 * is followed; until then `new_email` on the returned user holds it.
 */
export function useChangeEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email }: { email: string }) => {
      const { data, error } = await getSupabase().auth.updateUser(
        { email },
        { emailRedirectTo: appUrl(CHANGE_EMAIL_CONFIRM_PATH) },
      );
      if (error) throw error;
      return data.user;
    },
    onSuccess: (user) => {
      queryClient.setQueryData(accountKeys.currentUser(), user);
    },
    onError: (error, input) => {
      if (!toAuthFormError(error).expected) logUnexpected('change-email', error, input);
    },
  });
}
