import { isAuthError } from '@supabase/auth-js';

/** A failed auth call, said in the words of the server, attached to the field it concerns. */
export interface AuthFormError {
  /** The form field the message belongs under; null when it concerns the whole form. */
  field: 'email' | 'password' | null;
  message: string;
  /** GoTrue's error code, e.g. 'user_already_exists'; null for network and unknown errors. */
  code: string | null;
  /** True for answers the user can act on (taken email, weak password, wrong password). */
  expected: boolean;
}

const emailCodes = new Set(['user_already_exists', 'email_exists', 'email_address_invalid']);
const passwordCodes = new Set(['weak_password', 'same_password']);
const formCodes = new Set([
  'invalid_credentials',
  'email_not_confirmed',
  'over_request_rate_limit',
  'over_email_send_rate_limit',
  'user_banned',
]);

/** Maps a supabase-js auth error to the form field it concerns (GoTrue's error codes). */
export function toAuthFormError(error: unknown): AuthFormError {
  if (isAuthError(error)) {
    const code = error.code ?? null;
    const message = error.message || 'An unknown error has occurred (sorry)';
    if (code && emailCodes.has(code)) return { field: 'email', message, code, expected: true };
    if (code && passwordCodes.has(code))
      return { field: 'password', message, code, expected: true };
    if (code && formCodes.has(code)) return { field: null, message, code, expected: true };
    if (code === 'validation_failed') {
      return { field: /email/i.test(message) ? 'email' : null, message, code, expected: true };
    }
    return { field: null, message, code, expected: false };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { field: null, message, code: null, expected: false };
}
