import { describe, expect, it } from 'vitest';
import { readChatOutboxEntry } from './chat-outbox.ts';

const base = {
  id: 'm1',
  recipient_uid: 'u2',
  message: '',
  created_at: '2026-12-06T10:00:00.000Z',
  attempts: 1,
  lastError: 'Failed to fetch',
};
const text = { ...base, message: 'Hola' };
const correction = { ...text, corrects: 'm0' };
const libraryPhrase = { ...base, recommends: { phrase: { id: 'p1', lang: 'spa' }, text: 'Hola' } };
const newPhrase = {
  ...base,
  message: 'For Friday',
  recommends: {
    phrase: {
      id: 'p2',
      lang: 'fra',
      phrase_text: 'On se voit demain ?',
      translation_lang: 'eng',
      translation_text: 'See you tomorrow?',
    },
    text: 'On se voit demain ?',
  },
};
const shared = { ...base, shares: { id: 'r1', lang: 'spa', prompt: 'How do I say hello?' } };

describe('readChatOutboxEntry', () => {
  it('reads back every kind the chats queue', () => {
    for (const entry of [text, correction, libraryPhrase, newPhrase, shared]) {
      expect(readChatOutboxEntry(JSON.parse(JSON.stringify(entry)))).toEqual(entry);
    }
  });

  it('drops an entry it could not send: a phrase or request without what names it', () => {
    expect(
      readChatOutboxEntry({ ...libraryPhrase, recommends: { phrase: { id: 'p1' } } }),
    ).toBeNull();
    expect(
      readChatOutboxEntry({
        ...newPhrase,
        recommends: {
          ...newPhrase.recommends,
          phrase: { ...newPhrase.recommends.phrase, translation_text: 3 },
        },
      }),
    ).toBeNull();
    expect(readChatOutboxEntry({ ...shared, shares: { id: 'r1', lang: 'spa' } })).toBeNull();
    expect(readChatOutboxEntry({ ...text, message: undefined })).toBeNull();
  });

  it('keeps a recommended library phrase to its id and language', () => {
    const stored = {
      ...libraryPhrase,
      recommends: {
        ...libraryPhrase.recommends,
        phrase: { id: 'p1', lang: 'spa', text: 'Hola', translations: [] },
      },
    };
    expect(readChatOutboxEntry(stored)?.recommends?.phrase).toEqual({ id: 'p1', lang: 'spa' });
  });
});
