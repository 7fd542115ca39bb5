import { describe, expect, it } from 'vitest';
import { speechLanguageTag, voiceFor } from './speech-language.ts';
import { defaultTranslationLang, knownLanguageCodes } from './translation-language.ts';

describe('speech voices', () => {
  it('maps 3-letter codes to the tags voices use', () => {
    expect(speechLanguageTag('spa')).toBe('es');
    expect(speechLanguageTag('jpn')).toBe('ja');
    expect(speechLanguageTag('xyz')).toBe('xyz');
  });

  it('finds a voice by its language, whatever the region', () => {
    const voices = [{ lang: 'en-US' }, { lang: 'es_MX' }, { lang: 'fr-FR' }];
    expect(voiceFor(voices, 'spa')).toEqual({ lang: 'es_MX' });
    expect(voiceFor(voices, 'fra')).toEqual({ lang: 'fr-FR' });
    expect(voiceFor(voices, 'tam')).toBeUndefined();
    expect(voiceFor([{ lang: 'esu' }], 'spa')).toBeUndefined();
  });
});

describe('defaultTranslationLang', () => {
  it('prefers a known language other than the phrase’s own', () => {
    expect(defaultTranslationLang(['spa', 'eng'], 'spa')).toBe('eng');
    expect(defaultTranslationLang(['spa'], 'spa')).toBe('spa');
    expect(defaultTranslationLang([], 'spa')).toBe('eng');
  });

  it('reads the codes of a stored languages_known list, skipping junk', () => {
    expect(
      knownLanguageCodes([{ lang: 'eng', level: 'fluent' }, { lang: 'x' }, 'fra', { lang: 'tam' }]),
    ).toEqual(['eng', 'tam']);
    expect(knownLanguageCodes(null)).toEqual([]);
  });
});
