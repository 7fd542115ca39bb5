import { describe, expect, it } from 'vitest';
import { languageNames } from './language-names.ts';
import {
  isLanguageCode,
  languageName,
  languageOptions,
  suggestedLanguageCode,
  withArticle,
} from './language-lookup.ts';

describe('languageNames', () => {
  it('has about 180 languages, all keyed by three lowercase letters', () => {
    const codes = Object.keys(languageNames);
    expect(codes.length).toBeGreaterThanOrEqual(175);
    for (const code of codes) expect(code).toMatch(/^[a-z]{3}$/);
  });

  it('names the common languages', () => {
    expect(languageNames).toMatchObject({
      eng: 'English',
      spa: 'Spanish',
      fra: 'French',
      deu: 'German',
      hin: 'Hindi',
      jpn: 'Japanese',
      tam: 'Tamil',
      cmn: 'Mandarin Chinese',
    });
  });

  it('has no duplicate or empty display names', () => {
    const names = Object.values(languageNames);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.trim()).not.toBe('');
  });
});

describe('language lookup', () => {
  it('returns the display name, or the code when unknown', () => {
    expect(languageName('tam')).toBe('Tamil');
    expect(languageName('zzz')).toBe('zzz');
  });

  it('does not treat inherited object keys as languages', () => {
    expect(isLanguageCode('toString')).toBe(false);
    expect(languageName('constructor')).toBe('constructor');
    expect(isLanguageCode('ENG')).toBe(false);
    expect(isLanguageCode(42)).toBe(false);
    expect(isLanguageCode('eng')).toBe(true);
  });

  it('lists every language once, sorted by name', () => {
    expect(languageOptions).toHaveLength(Object.keys(languageNames).length);
    const labels = languageOptions.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(languageOptions).toContainEqual({ value: 'fra', label: 'French' });
  });
});

describe('suggestedLanguageCode', () => {
  it('suggests the first 3 characters of a longer code', () => {
    expect(suggestedLanguageCode('Spanish')).toBe('spa');
    expect(suggestedLanguageCode('tam')).toBeNull();
    expect(suggestedLanguageCode('ta')).toBeNull();
  });
});

describe('withArticle', () => {
  it('puts an before a vowel sound and a before the rest', () => {
    expect(withArticle('English')).toBe('an English');
    expect(withArticle('Italian')).toBe('an Italian');
    expect(withArticle('Urdu')).toBe('an Urdu');
    expect(withArticle('Spanish')).toBe('a Spanish');
    expect(withArticle('Hindi')).toBe('a Hindi');
    // Said with a 'y' or 'w' sound, as a consonant.
    expect(withArticle('Ukrainian')).toBe('a Ukrainian');
    expect(withArticle('Uyghur')).toBe('a Uyghur');
  });
});
