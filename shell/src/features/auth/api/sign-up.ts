import type { LanguageKnown, UserRole } from '@phrasebook/domain';
import {
  queryClient,
  getSupabase,
  ownProfileQuery,
  userScope,
  appUrl,
  browserTimeZone,
  toAuthFormError,
  logUnexpected,
  gettingStartedPath,
} from '@phrasebook/data';

/** docs/product.md §3 signup fields. */
export interface SignUpInput {
  email: string;
  password: string;
  user_role: UserRole;
  username: string;
  languages_known: LanguageKnown[];
}

export interface SignUpResult {
  userId: string | null;
  /** False when the server wants the address confirmed first (no session yet). */
  signedIn: boolean;
  /** True when the sign-up trigger created the profile from the metadata. */
  hasProfile: boolean;
  role: UserRole;
}

/**
 * Creates the account. Role, username and languages known travel as user metadata: the
 * database's sign-up trigger builds the profile from them when they are valid, otherwise the
 * user finishes at /getting-started. Where the server mails a confirmation link first, the link
 * leads to /getting-started with the inviter (`referrer`) kept, which sends a finished profile
 * on to them. A plain function rather than a mutation hook: /signup calls it before the
 * QueryClient's providers are loaded.
 */
export async function signUp(
  input: SignUpInput,
  { referrer }: { referrer?: string | null } = {},
): Promise<SignUpResult> {
  try {
    const { data, error } = await getSupabase().auth.signUp({
      email: input.email,
      password: input.password,
      options: {
        data: {
          // docs/product.md §3: the auth session carries the role as user_metadata.role;
          // user_role stays for the readers and accounts from before it.
          role: input.user_role,
          user_role: input.user_role,
          username: input.username,
          languages_known: input.languages_known,
          time_zone: browserTimeZone(),
        },
        emailRedirectTo: appUrl(gettingStartedPath(referrer)),
      },
    });
    if (error) throw error;
    // Whatever was cached belonged to whoever used this browser before.
    queryClient.removeQueries({ queryKey: userScope });
    const userId = data.user?.id ?? null;
    if (!data.session || !userId) {
      return { userId, signedIn: false, hasProfile: false, role: input.user_role };
    }
    const profile: unknown = await queryClient.fetchQuery(ownProfileQuery(userId));
    return { userId, signedIn: true, hasProfile: Boolean(profile), role: input.user_role };
  } catch (error) {
    if (!toAuthFormError(error).expected) logUnexpected('sign-up', error, input);
    throw error;
  }
}
