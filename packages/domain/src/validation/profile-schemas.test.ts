import { describe, expect, it } from 'vitest';
import {
  languageKnownSchema,
  languagesKnownSchema,
  profileSchema,
  profileSearchTermSchema,
} from './profile-schemas.ts';
import { fieldErrorsOf } from './field-errors.ts';
import { canLookUpPublicProfile } from './profile-rules.ts';

describe('languages known', () => {
  it('needs a 3-char lang and a known level', () => {
    expect(fieldErrorsOf(languageKnownSchema, {})).toEqual({
      lang: 'Please select a language',
      level: 'Required',
    });
    expect(fieldErrorsOf(languageKnownSchema, { lang: 'span', level: 'expert' })).toEqual({
      lang: 'Please select a language',
      level: 'Invalid input',
    });
    for (const level of ['fluent', 'proficient', 'beginner']) {
      expect(languageKnownSchema.parse({ lang: 'spa', level })).toEqual({ lang: 'spa', level });
    }
  });

  it('needs at least one entry', () => {
    expect(fieldErrorsOf(languagesKnownSchema, [])).toEqual({
      '': 'Please add at least one language you know.',
    });
    expect(fieldErrorsOf(languagesKnownSchema, undefined)).toEqual({
      '': 'Please add at least one language you know.',
    });
  });
});

describe('profileSchema', () => {
  it('accepts a username with languages', () => {
    expect(
      profileSchema.safeParse({
        username: 'maria',
        languages_known: [{ lang: 'por', level: 'beginner' }],
      }).success,
    ).toBe(true);
    expect(fieldErrorsOf(profileSchema, { username: 42, languages_known: [] })).toEqual({
      username: 'Invalid input',
      languages_known: 'Please add at least one language you know.',
    });
  });
});

describe('profile search and lookup', () => {
  it('needs a non-empty search term', () => {
    expect(profileSearchTermSchema.safeParse('  ').success).toBe(false);
    expect(profileSearchTermSchema.parse(' jo ')).toBe('jo');
  });

  it('looks up a public profile only for uids longer than 10 characters', () => {
    expect(canLookUpPublicProfile('0123456789')).toBe(false);
    expect(canLookUpPublicProfile('0123456789a')).toBe(true);
    expect(canLookUpPublicProfile(undefined)).toBe(false);
    expect(canLookUpPublicProfile(null)).toBe(false);
  });
});
