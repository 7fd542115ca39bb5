import { expect, it } from 'vitest';
import { parsePastedPhrases } from './paste-parser.ts';

it('reads spreadsheet lines with commas inside phrases', () => {
  expect(parsePastedPhrases('Hola, amigo\tHello, friend\r\nSí\tYes\n\n', 'eng')).toEqual([
    { phrase_text: 'Hola, amigo', translations: [{ lang: 'eng', text: 'Hello, friend' }] },
    { phrase_text: 'Sí', translations: [{ lang: 'eng', text: 'Yes' }] },
  ]);
});

it('keeps the other lines split when one line has no translation', () => {
  expect(parsePastedPhrases('Hola, amigo\tHello, friend\nGracias\nSí\tYes', 'eng')).toEqual([
    { phrase_text: 'Hola, amigo', translations: [{ lang: 'eng', text: 'Hello, friend' }] },
    { phrase_text: 'Gracias', translations: [] },
    { phrase_text: 'Sí', translations: [{ lang: 'eng', text: 'Yes' }] },
  ]);
});

it('reads quoted CSV with a header and escaped quotes', () => {
  expect(
    parsePastedPhrases(
      'phrase,translation,lang\n"Di ""hola""",Say "hi",eng\nAdiós,Au revoir,fra',
      'deu',
    ),
  ).toEqual([
    { phrase_text: 'Di "hola"', translations: [{ lang: 'eng', text: 'Say "hi"' }] },
    { phrase_text: 'Adiós', translations: [{ lang: 'fra', text: 'Au revoir' }] },
  ]);
});

it('reads a CSV with a header as CSV though a cell holds a stray tab', () => {
  expect(parsePastedPhrases('phrase,translation\nHola,Hello\tthere\nSí,Yes', 'eng')).toEqual([
    { phrase_text: 'Hola', translations: [{ lang: 'eng', text: 'Hello\tthere' }] },
    { phrase_text: 'Sí', translations: [{ lang: 'eng', text: 'Yes' }] },
  ]);
});

it('reads one phrase per line with a comma before its translation, as typed on a phone', () => {
  expect(parsePastedPhrases('Hola, Hello', 'eng')).toEqual([
    { phrase_text: 'Hola', translations: [{ lang: 'eng', text: 'Hello' }] },
  ]);
  expect(parsePastedPhrases('Hola, Hello\nGracias, Thank you', 'eng')).toEqual([
    { phrase_text: 'Hola', translations: [{ lang: 'eng', text: 'Hello' }] },
    { phrase_text: 'Gracias', translations: [{ lang: 'eng', text: 'Thank you' }] },
  ]);
});
