import { describe, expect, it } from 'vitest';
import { pasteDelimiter, stagePastedRows } from './paste-staging.ts';

describe('stagePastedRows', () => {
  it('reads phrase and translation columns, trimming and dropping blank rows', () => {
    expect(
      stagePastedRows(
        [
          [' Hola ', ' Hello '],
          ['', ''],
          ['Gracias', 'Thanks', 'eng'],
          ['Adiós', 'Au revoir', 'fra'],
        ],
        'eng',
      ),
    ).toEqual([
      { phrase_text: 'Hola', translations: [{ lang: 'eng', text: 'Hello' }] },
      { phrase_text: 'Gracias', translations: [{ lang: 'eng', text: 'Thanks' }] },
      { phrase_text: 'Adiós', translations: [{ lang: 'fra', text: 'Au revoir' }] },
    ]);
  });

  it('reads a CSV header, including columns named by language code', () => {
    expect(
      stagePastedRows(
        [
          ['Phrase', 'eng', 'fra', 'notes'],
          ['Hola', 'Hello', 'Salut', 'informal'],
          ['Sí', 'Yes', '', ''],
        ],
        'deu',
      ),
    ).toEqual([
      {
        phrase_text: 'Hola',
        translations: [
          { lang: 'eng', text: 'Hello' },
          { lang: 'fra', text: 'Salut' },
        ],
      },
      { phrase_text: 'Sí', translations: [{ lang: 'eng', text: 'Yes' }] },
    ]);
    expect(
      stagePastedRows(
        [
          ['translation_lang', 'phrase_text', 'translation_text'],
          ['fra', 'Hola', 'Salut'],
        ],
        'eng',
      ),
    ).toEqual([{ phrase_text: 'Hola', translations: [{ lang: 'fra', text: 'Salut' }] }]);
  });

  it('merges repeated phrases and keeps rows the form must refuse', () => {
    expect(
      stagePastedRows(
        [
          ['Hola', 'Hello'],
          ['Hola', 'Hi'],
          ['Hola', 'Hello '],
          ['', 'orphan translation'],
          ['Lonely phrase'],
        ],
        'eng',
      ),
    ).toEqual([
      {
        phrase_text: 'Hola',
        translations: [
          { lang: 'eng', text: 'Hello' },
          { lang: 'eng', text: 'Hi' },
        ],
      },
      { phrase_text: '', translations: [{ lang: 'eng', text: 'orphan translation' }] },
      { phrase_text: 'Lonely phrase', translations: [] },
    ]);
  });

  it('uses tabs when any line has one', () => {
    expect(pasteDelimiter('Hola, amigo\tHello, friend\nSí\tYes\n')).toBe('\t');
    expect(pasteDelimiter('Hola, amigo\tHello, friend\nGracias\nSí\tYes')).toBe('\t');
    expect(pasteDelimiter('Hola,Hello\nSí,Yes')).toBeUndefined();
    expect(pasteDelimiter('')).toBeUndefined();
  });

  it('uses commas for a CSV with a header, whatever tab a cell holds', () => {
    expect(pasteDelimiter('phrase,translation\nHola,Hello')).toBe(',');
    expect(pasteDelimiter('"phrase","eng"\nHola,Hello\tthere')).toBe(',');
    expect(pasteDelimiter('phrase\ttranslation\nHola, amigo\tHello, friend')).toBe('\t');
  });

  it("keeps a row's language for its blank translation, and adds no blank to a repeated phrase", () => {
    expect(
      stagePastedRows(
        [
          ['phrase', 'translation', 'lang'],
          ['Hola', '', 'fra'],
          ['Adiós', '', ''],
          ['Hola', '', 'deu'],
        ],
        'eng',
      ),
    ).toEqual([
      { phrase_text: 'Hola', translations: [{ lang: 'fra', text: '' }] },
      { phrase_text: 'Adiós', translations: [] },
    ]);
  });
});
