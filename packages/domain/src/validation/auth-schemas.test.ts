import { describe, expect, it } from 'vitest';
import {
  changeEmailSchemaFor,
  findFriendSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  signupSchema,
} from './auth-schemas.ts';
import { fieldErrorsOf } from './field-errors.ts';

const validSignup = {
  email: 'ana@example.com',
  password: 'correct horse',
  user_role: 'learner',
  username: 'ana',
  languages_known: [{ lang: 'eng', level: 'fluent' }],
};

describe('signupSchema', () => {
  it('accepts a complete signup and trims text', () => {
    const parsed = signupSchema.parse({
      ...validSignup,
      email: ' ana@example.com ',
      username: ' ana ',
    });
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.username).toBe('ana');
  });

  it('reports every missing field with its message', () => {
    expect(fieldErrorsOf(signupSchema, {})).toEqual({
      email: 'Email is required to be a real email',
      password: 'Required',
      user_role: "Let us know how you'll use the app",
      username: 'Required',
      languages_known: 'Please add at least one language you know.',
    });
  });

  it('rejects a fake email, short password, unknown role and bad username length', () => {
    expect(
      fieldErrorsOf(signupSchema, {
        ...validSignup,
        email: 'not-an-email',
        password: '1234567',
        user_role: 'admin',
        username: 'ab',
      }),
    ).toEqual({
      email: 'Email is required to be a real email',
      password: 'Password must be at least 8 characters',
      user_role: "Let us know how you'll use the app",
      username: 'Username must be at least 3 characters',
    });
    expect(fieldErrorsOf(signupSchema, { ...validSignup, username: 'a'.repeat(21) })).toEqual({
      username: 'Username must be at most 20 characters',
    });
    expect(
      fieldErrorsOf(signupSchema, {
        ...validSignup,
        username: 'a'.repeat(20),
        password: '12345678',
      }),
    ).toEqual({});
  });

  it('refuses usernames that only look like another once invisible characters are removed', () => {
    for (const username of ['ana\u200bx', 'ana\u00a0x', 'ana\u202ex', 'ana\tx', 'an\u2060a']) {
      expect(fieldErrorsOf(signupSchema, { ...validSignup, username })).toEqual({
        username: 'Username can use visible characters and plain spaces only',
      });
    }
    // Outer whitespace of any kind is trimmed, and accents are stored composed.
    expect(signupSchema.parse({ ...validSignup, username: 'ana\t\u00a0' }).username).toBe('ana');
    expect(signupSchema.parse({ ...validSignup, username: 'jose\u0301' }).username).toBe(
      'jos\u00e9',
    );
    expect(signupSchema.parse({ ...validSignup, username: 'Ana María 7' }).username).toBe(
      'Ana María 7',
    );
  });

  it('accepts each of the three roles', () => {
    for (const user_role of ['learner', 'helper', 'both']) {
      expect(signupSchema.safeParse({ ...validSignup, user_role }).success).toBe(true);
    }
  });

  it('validates the languages known inside signup', () => {
    expect(fieldErrorsOf(signupSchema, { ...validSignup, languages_known: [] })).toEqual({
      languages_known: 'Please add at least one language you know.',
    });
    expect(
      fieldErrorsOf(signupSchema, {
        ...validSignup,
        languages_known: [{ lang: 'en', level: 'fluent' }],
      }),
    ).toEqual({
      'languages_known.0.lang': 'Please select a language',
    });
  });
});

describe('loginSchema', () => {
  it('needs a real email and a password of any length', () => {
    expect(fieldErrorsOf(loginSchema, { email: 'x@y', password: '' })).toEqual({
      email: 'Email is required to be a real email',
      password: 'Password is required',
    });
    expect(fieldErrorsOf(loginSchema, { email: 'x@example.org' })).toEqual({
      password: 'Password is required',
    });
    expect(loginSchema.parse({ email: 'x@example.org', password: 'a' })).toEqual({
      email: 'x@example.org',
      password: 'a',
    });
  });
});

describe('small auth forms', () => {
  it('forgot password needs a real email', () => {
    expect(fieldErrorsOf(forgotPasswordSchema, { email: '' })).toEqual({
      email: 'Email is required to be a real email',
    });
    expect(forgotPasswordSchema.safeParse({ email: 'me@example.com' }).success).toBe(true);
  });

  it('change email asks for a new email when absent or malformed', () => {
    const schema = changeEmailSchemaFor(undefined);
    expect(fieldErrorsOf(schema, {})).toEqual({ email: 'Enter a new email' });
    expect(fieldErrorsOf(schema, { email: 'nope' })).toEqual({ email: 'Enter a new email' });
    expect(schema.safeParse({ email: 'new@example.com' }).success).toBe(true);
  });

  it('change email refuses the address the learner signs in with, in any case', () => {
    const schema = changeEmailSchemaFor('Sam@example.com');
    expect(fieldErrorsOf(schema, { email: ' sam@EXAMPLE.com ' })).toEqual({
      email: 'Enter a new email',
    });
    expect(schema.safeParse({ email: 'sam.new@example.com' }).data).toEqual({
      email: 'sam.new@example.com',
    });
  });

  it('a new password needs 8 characters, spaces included', () => {
    expect(fieldErrorsOf(newPasswordSchema, { password: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(newPasswordSchema.parse({ password: '    four' }).password).toBe('    four');
  });

  it('find a friend needs a non-blank query', () => {
    expect(fieldErrorsOf(findFriendSchema, { query: '   ' })).toEqual({
      query: 'Search query is required',
    });
    expect(fieldErrorsOf(findFriendSchema, {})).toEqual({ query: 'Search query is required' });
    expect(fieldErrorsOf(findFriendSchema, { query: 42 })).toEqual({ query: 'Invalid input' });
    expect(findFriendSchema.parse({ query: ' sam ' })).toEqual({ query: 'sam' });
  });
});
