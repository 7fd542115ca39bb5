import {
  queryClient,
  getSupabase,
  userScope,
  toAuthFormError,
  logUnexpected,
} from '@phrasebook/data';

export interface SignInInput {
  email: string;
  password: string;
}

/**
 * Password sign-in. Drops any cached user data so no one sees the previous user's, and logs
 * failures the user could not have caused. A plain function rather than a mutation hook:
 * /login calls it before the QueryClient's providers are loaded.
 */
export async function signInWithPassword({ email, password }: SignInInput) {
  try {
    const { data, error } = await getSupabase().auth.signInWithPassword({ email, password });
    if (error) throw error;
    queryClient.removeQueries({ queryKey: userScope });
    return data.session;
  } catch (error) {
    if (!toAuthFormError(error).expected) logUnexpected('sign-in', error, { email, password });
    throw error;
  }
}
