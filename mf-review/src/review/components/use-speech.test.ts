import { expect, it } from 'vitest';
import { speaksLanguage } from './use-speech.ts';

it("matches a browser voice's BCP 47 tag to a deck's 3-letter language", () => {
  expect(speaksLanguage({ lang: 'es-ES' }, 'spa')).toBe(true);
  expect(speaksLanguage({ lang: 'es_MX' }, 'spa')).toBe(true);
  expect(speaksLanguage({ lang: 'ta-IN' }, 'tam')).toBe(true);
  expect(speaksLanguage({ lang: 'fil-PH' }, 'fil')).toBe(true);
  expect(speaksLanguage({ lang: 'fr-FR' }, 'spa')).toBe(false);
  expect(speaksLanguage({ lang: '' }, 'spa')).toBe(false);
});
