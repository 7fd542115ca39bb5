import { describe, expect, it } from 'vitest';
import { phrasesOf, readQueuedPhrases } from './phrase-outbox.ts';

const one = {
  id: 'p1',
  lang: 'spa',
  phrase_text: 'Hasta pronto',
  translation_lang: 'eng',
  translation_text: 'See you soon',
  attempts: 2,
  lastError: 'Failed to fetch',
};
const batch = {
  id: 'b1',
  lang: 'spa',
  phrases: [
    { id: 'p2', phrase_text: 'Buenos días', translations: [{ lang: 'eng', text: 'Good morning' }] },
  ],
  attempts: 0,
};

describe('readQueuedPhrases', () => {
  it('reads back what the add form and the bulk form queued', () => {
    expect(readQueuedPhrases(JSON.parse(JSON.stringify(one)))).toEqual(one);
    expect(readQueuedPhrases(JSON.parse(JSON.stringify(batch)))).toEqual(batch);
  });

  it('drops an entry it cannot send: a field missing, a batch without phrases or translations', () => {
    expect(readQueuedPhrases({ ...one, translation_text: undefined })).toBeNull();
    expect(readQueuedPhrases({ ...batch, phrases: [] })).toBeNull();
    expect(
      readQueuedPhrases({
        ...batch,
        phrases: [{ id: 'p3', phrase_text: 'Hola', translations: [] }],
      }),
    ).toBeNull();
    expect(readQueuedPhrases(null)).toBeNull();
  });

  it('lists the phrases an entry holds, one for the add form', () => {
    expect(phrasesOf(one)).toEqual([
      {
        id: 'p1',
        phrase_text: 'Hasta pronto',
        translations: [{ lang: 'eng', text: 'See you soon' }],
      },
    ]);
    expect(phrasesOf(batch)).toBe(batch.phrases);
  });
});
