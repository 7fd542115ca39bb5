import { describe, expect, it } from 'vitest';
import { hasAuthRedirectError, parseAuthRedirectHash } from './auth-redirect-result.ts';

describe('parseAuthRedirectHash', () => {
  it('reads the error GoTrue puts in the fragment of an expired link', () => {
    const result = parseAuthRedirectHash(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    expect(result).toEqual({
      error: 'access_denied',
      errorCode: 'otp_expired',
      errorDescription: 'Email link is invalid or has expired',
      message: null,
    });
    expect(hasAuthRedirectError(result)).toBe(true);
  });

  it('finds no error in a plain or message-only fragment', () => {
    expect(hasAuthRedirectError(parseAuthRedirectHash(''))).toBe(false);
    const note = parseAuthRedirectHash('#message=Confirmation+link+accepted');
    expect(hasAuthRedirectError(note)).toBe(false);
    expect(note.message).toBe('Confirmation link accepted');
  });
});
