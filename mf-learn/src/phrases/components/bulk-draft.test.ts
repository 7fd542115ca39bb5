import { expect, it } from 'vitest';
import { bulkSubmitLabel, newPhrase } from './bulk-draft.ts';

const filled = (phrase_text: string, text: string) =>
  newPhrase({ phrase_text, translations: [{ lang: 'eng', text }] });

it('counts the rows the form holds', () => {
  expect(bulkSubmitLabel([filled('Hola', 'Hello')])).toBe('Add 1 phrase');
  expect(bulkSubmitLabel([filled('Hola', 'Hello'), filled('Adiós', 'Bye')])).toBe('Add 2 phrases');
  // A blank row among typed ones is still a row the add will ask about.
  expect(bulkSubmitLabel([filled('Hola', 'Hello'), newPhrase()])).toBe('Add 2 phrases');
});

it('names no count while nothing is typed: a fresh or just-emptied form', () => {
  expect(bulkSubmitLabel([newPhrase()])).toBe('Add phrases');
  expect(bulkSubmitLabel([])).toBe('Add phrases');
});
