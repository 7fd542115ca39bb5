/** The profile form field a failed save concerns, with what to tell the user. */
export interface ProfileFormError {
  field: 'username' | 'languages_known' | null;
  message: string;
  expected: boolean;
}

/** Message shown when another user already has the username. */
export const USERNAME_TAKEN_MESSAGE = 'That username is taken; please choose another';

interface PostgrestLikeError {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

/**
 * Reads a PostgREST error from saving user_profile: a unique violation (23505) on the
 * username means it is taken; check violations (23514) name the rule the database enforces.
 */
export function toProfileFormError(error: unknown): ProfileFormError {
  const e = (error && typeof error === 'object' ? error : {}) as PostgrestLikeError;
  const message = typeof e.message === 'string' && e.message ? e.message : String(error);
  const text = `${message} ${typeof e.details === 'string' ? e.details : ''}`;
  if (e.code === '23505' && /username/i.test(text)) {
    return { field: 'username', message: USERNAME_TAKEN_MESSAGE, expected: true };
  }
  if (e.code === '23505' || e.code === '23514' || e.code === 'P0001') {
    const field = /language/i.test(text)
      ? 'languages_known'
      : /username/i.test(text)
        ? 'username'
        : null;
    return { field, message, expected: true };
  }
  return { field: null, message, expected: false };
}
