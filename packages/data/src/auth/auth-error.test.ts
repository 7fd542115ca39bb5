import { describe, expect, it } from 'vitest';
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { toAuthFormError } from './auth-error.ts';

describe('toAuthFormError', () => {
  it("puts a taken email under the email field, in the server's words", () => {
    const error = new AuthApiError('User already registered', 422, 'user_already_exists');
    expect(toAuthFormError(error)).toEqual({
      field: 'email',
      message: 'User already registered',
      code: 'user_already_exists',
      expected: true,
    });
  });

  it('puts a weak password under the password field', () => {
    const error = new AuthWeakPasswordError('Password should be at least 8 characters.', 422, [
      'length',
    ]);
    expect(toAuthFormError(error)).toMatchObject({ field: 'password', expected: true });
  });

  it('shows wrong credentials for the whole form', () => {
    const error = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    expect(toAuthFormError(error)).toMatchObject({
      field: null,
      message: 'Invalid login credentials',
      expected: true,
    });
  });

  it('marks anything else as unexpected, so it gets logged', () => {
    expect(toAuthFormError(new TypeError('Failed to fetch'))).toMatchObject({
      field: null,
      expected: false,
    });
    expect(toAuthFormError(new AuthApiError('boom', 500, 'unexpected_failure'))).toMatchObject({
      expected: false,
    });
  });
});
