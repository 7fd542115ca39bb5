import { describe, expect, it } from 'vitest';
import { readQueuedDeckSettings, withQueuedSettings } from './deck-settings-outbox.ts';

const entry = {
  id: 'e1',
  uid: 'me',
  lang: 'ita',
  patch: { daily_review_goal: 20, learning_goal: 'family', theme: null, recall_enabled: true },
  attempts: 1,
  lastError: 'The server did not answer',
};

describe('readQueuedDeckSettings', () => {
  it('reads back what the settings form queued', () => {
    expect(readQueuedDeckSettings(JSON.parse(JSON.stringify(entry)))).toEqual(entry);
  });

  it('drops an entry it cannot save: a goal below 1, an unknown learning goal, a field missing', () => {
    expect(
      readQueuedDeckSettings({ ...entry, patch: { ...entry.patch, daily_review_goal: 0 } }),
    ).toBeNull();
    expect(
      readQueuedDeckSettings({ ...entry, patch: { ...entry.patch, learning_goal: 'work' } }),
    ).toBeNull();
    expect(readQueuedDeckSettings({ ...entry, patch: { ...entry.patch, theme: '2' } })).toBeNull();
    expect(readQueuedDeckSettings({ ...entry, lang: undefined })).toBeNull();
  });
});

describe('withQueuedSettings', () => {
  const stored = {
    daily_review_goal: 15,
    learning_goal: 'visiting',
    theme: 3,
    recall_enabled: false,
  };

  it('shows the deck as the learner last saved it: each waiting save of that deck, in order', () => {
    const later = { ...entry, id: 'e2', patch: { ...entry.patch, learning_goal: 'moving' } };
    const otherDeck = { ...entry, id: 'e3', lang: 'spa', patch: { ...entry.patch, theme: 1 } };
    expect(withQueuedSettings(stored, [entry, otherDeck, later], 'ita')).toEqual({
      ...entry.patch,
      learning_goal: 'moving',
    });
    expect(withQueuedSettings(stored, [otherDeck], 'ita')).toEqual(stored);
  });
});
