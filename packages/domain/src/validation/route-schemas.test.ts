import { describe, expect, it } from 'vitest';
import {
  acceptInviteSearchSchema,
  addDeckSearchSchema,
  friendSearchSchema,
  isLanguageRouteCode,
  languageRouteCodeSchema,
  librarySearchSchema,
  loginSearchSchema,
  referrerSearchSchema,
  searchParamsToObject,
} from './route-schemas.ts';
import { fieldErrorsOf } from './field-errors.ts';

const uidA = '6f1c2d8e-94a0-4c55-9d3f-0b7e2a1c5d44';
const uidB = '00000000-0000-0000-0000-000000000001';

describe('language route code', () => {
  it('loads only 3-character codes', () => {
    expect(isLanguageRouteCode('tam')).toBe(true);
    expect(isLanguageRouteCode('tamil')).toBe(false);
    expect(isLanguageRouteCode(undefined)).toBe(false);
    expect(languageRouteCodeSchema.safeParse('ta').success).toBe(false);
    expect(languageRouteCodeSchema.parse('tam')).toBe('tam');
  });
});

describe('accept-invite search', () => {
  it('requires two UUIDs and a 3-char lang', () => {
    expect(acceptInviteSearchSchema.parse({ uid_by: uidA, uid_for: uidB, lang: 'spa' })).toEqual({
      uid_by: uidA,
      uid_for: uidB,
      lang: 'spa',
    });
    expect(
      fieldErrorsOf(acceptInviteSearchSchema, { uid_by: 'abc', uid_for: uidB, lang: 'sp' }),
    ).toEqual({
      uid_by: 'Invalid input',
      lang: 'Invalid input',
    });
    expect(Object.keys(fieldErrorsOf(acceptInviteSearchSchema, {})).sort()).toEqual([
      'lang',
      'uid_by',
      'uid_for',
    ]);
  });
});

describe('optional search params', () => {
  it('keeps valid values and drops malformed ones', () => {
    expect(loginSearchSchema.parse({ redirectedFrom: '/learn/spa' })).toEqual({
      redirectedFrom: '/learn/spa',
    });
    expect(loginSearchSchema.parse({})).toEqual({});
    expect(referrerSearchSchema.parse({ referrer: ['a', 'b'] })).toEqual({ referrer: undefined });
    expect(addDeckSearchSchema.parse({ lang: 'deu' })).toEqual({ lang: 'deu' });
    expect(addDeckSearchSchema.parse({ lang: 'german' })).toEqual({ lang: undefined });
    expect(friendSearchSchema.parse({ query: 'sam', lang: 'x' })).toEqual({
      query: 'sam',
      lang: undefined,
    });
  });

  it('parses the library filter, text and tags', () => {
    expect(
      librarySearchSchema.parse({ text: 'hola', tags: 'food', filter: 'reviewed_last_7d' }),
    ).toEqual({
      text: 'hola',
      tags: ['food'],
      filter: 'reviewed_last_7d',
    });
    expect(librarySearchSchema.parse({ tags: ['a', '', 'b'], filter: 'everything' })).toEqual({
      tags: ['a', 'b'],
      filter: undefined,
    });
    for (const filter of [
      'language_filtered',
      'active',
      'inactive',
      'reviewed_last_7d',
      'not_in_deck',
      'language_no_translations',
      'language',
    ]) {
      expect(librarySearchSchema.parse({ filter }).filter).toBe(filter);
    }
  });

  it('takes the review sets the deck home links to as library filters (docs/product.md §2)', () => {
    for (const filter of [
      'today_active',
      'unreviewed_active',
      'all',
      'reviewed',
      'reviewed_or_inactive',
    ]) {
      expect(librarySearchSchema.parse({ filter }).filter).toBe(filter);
    }
  });

  it('reads URLSearchParams into the shape the schemas expect', () => {
    const params = new URLSearchParams('text=hi&tags=a&tags=b&filter=active');
    expect(searchParamsToObject(params)).toEqual({
      text: 'hi',
      tags: ['a', 'b'],
      filter: 'active',
    });
    expect(librarySearchSchema.parse(searchParamsToObject(params))).toEqual({
      text: 'hi',
      tags: ['a', 'b'],
      filter: 'active',
    });
  });
});
