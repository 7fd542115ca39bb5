import type { User } from '@supabase/supabase-js';
import { getCurrentSession, useAuthSession } from './auth-session.ts';

/**
 * The signed-in user, for screens of the signed-in group: the shell's guard has already sent
 * everyone else to /login, so a missing user here is a bug, not a state to render.
 */
export function useSignedInUser(): User {
  const { user } = useAuthSession();
  if (!user) throw new Error('This screen needs a signed-in user');
  return user;
}

/** The same, for route loaders (they may run before any component has subscribed). */
export async function signedInUser(): Promise<User> {
  const session = await getCurrentSession();
  if (!session) throw new Error('This screen needs a signed-in user');
  return session.user;
}
