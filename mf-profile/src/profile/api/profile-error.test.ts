import { describe, expect, it } from 'vitest';
import { toProfileFormError, USERNAME_TAKEN_MESSAGE } from './profile-error.ts';

describe('toProfileFormError', () => {
  it('reads a unique violation on the username as a taken username', () => {
    const error = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "user_profile_username_key"',
      details: 'Key (username)=(sofia) already exists.',
    };
    expect(toProfileFormError(error)).toEqual({
      field: 'username',
      message: USERNAME_TAKEN_MESSAGE,
      expected: true,
    });
  });

  it('keeps the database message of a check violation', () => {
    const error = {
      code: '23514',
      message: 'new row violates check constraint "languages_known_not_empty"',
    };
    expect(toProfileFormError(error)).toMatchObject({ field: 'languages_known', expected: true });
  });

  it('treats other failures as unexpected', () => {
    expect(toProfileFormError(new Error('Failed to fetch'))).toEqual({
      field: null,
      message: 'Failed to fetch',
      expected: false,
    });
  });
});
