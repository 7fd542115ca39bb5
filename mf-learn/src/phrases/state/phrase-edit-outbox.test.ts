import { describe, expect, it } from 'vitest';
import { readQueuedPhraseEdit } from './phrase-edit-outbox.ts';

const translation = {
  kind: 'translation',
  id: 't1',
  phraseId: 'p1',
  phraseLang: 'spa',
  lang: 'eng',
  text: 'See you soon',
  attempts: 1,
  lastError: 'The server did not answer',
};
const tag = {
  kind: 'tag',
  id: 'g1',
  phraseId: 'p1',
  phraseLang: 'spa',
  name: 'travel',
  attempts: 0,
};

describe('readQueuedPhraseEdit', () => {
  it('reads back what the translation and tag forms queued', () => {
    expect(readQueuedPhraseEdit(JSON.parse(JSON.stringify(translation)))).toEqual(translation);
    expect(readQueuedPhraseEdit(JSON.parse(JSON.stringify(tag)))).toEqual(tag);
  });

  it('drops an entry it cannot send', () => {
    expect(readQueuedPhraseEdit({ ...translation, text: undefined })).toBeNull();
    expect(readQueuedPhraseEdit({ ...tag, name: 7 })).toBeNull();
    expect(readQueuedPhraseEdit({ ...tag, kind: 'note' })).toBeNull();
    expect(readQueuedPhraseEdit({ ...tag, phraseId: undefined })).toBeNull();
  });
});
