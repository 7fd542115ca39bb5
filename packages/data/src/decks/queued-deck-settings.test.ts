// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { outboxStorageKey } from '../outbox/outbox-storage.ts';
import { deckSummaries } from './deck-summary.ts';
import {
  deckSettingsQueue,
  decksAsSaved,
  readQueuedDeckSettings,
  withQueuedSettings,
} from './queued-deck-settings.ts';

afterEach(() => localStorage.clear());

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

  it("reads back any control's save, with the toast that says it is in", () => {
    const evenDays = {
      ...entry,
      patch: { balance_load: true, easy_days: [6, 7] },
      savedToast: 'Even days turned on',
    };
    expect(readQueuedDeckSettings(JSON.parse(JSON.stringify(evenDays)))).toEqual(evenDays);
    const buttons = { ...entry, patch: { answer_buttons: null } };
    expect(readQueuedDeckSettings(buttons)).toEqual(buttons);
  });

  it('drops a save the database would refuse, or one that writes nothing it knows', () => {
    for (const patch of [
      { easy_days: [1, 2, 3, 4, 5, 6, 7] },
      { easy_days: [6, 6] },
      { easy_days: [0] },
      { answer_buttons: 'three' },
      { archived: 'yes' },
      { desired_retention: 0.99 },
      { schedule_source: 'deck' },
      { fsrs_parameters: [1, 2] },
      {},
    ])
      expect(readQueuedDeckSettings({ ...entry, patch })).toBeNull();
  });

  it('keeps only the fields it knows', () => {
    expect(
      readQueuedDeckSettings({ ...entry, patch: { archived: false, uid: 'someone' } })?.patch,
    ).toEqual({ archived: false });
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

  it("takes only the fields the control reads: another control's save leaves them", () => {
    const archived = { ...entry, id: 'e4', patch: { archived: true } };
    const buttons = { ...entry, id: 'e5', patch: { answer_buttons: 'two' as const } };
    expect(withQueuedSettings({ archived: false }, [entry, archived, buttons], 'ita')).toEqual({
      archived: true,
    });
    expect(withQueuedSettings(stored, [archived, buttons], 'ita')).toEqual(stored);
  });
});

describe('decksAsSaved', () => {
  const row = {
    lang: 'ita',
    created_at: '2026-01-01T00:00:00Z',
    archived: false,
    theme: 2,
    daily_review_goal: 15,
  };

  it('shows each deck as last saved but in its stored colour, and as stored once nothing waits', () => {
    const archived = {
      ...entry,
      id: 'e6',
      patch: { archived: true, answer_buttons: 'two' as const },
    };
    const profile = { decks_array: [row, { ...row, lang: 'spa' }] };
    const [ita, spa] = decksAsSaved(deckSummaries(profile), [entry, archived]);
    // The colour that waits (none, by position) is not taken: the deck's pages draw the stored one.
    expect(ita).toMatchObject({ archived: true, daily_review_goal: 20, theme: 2 });
    expect(ita).not.toHaveProperty('answer_buttons');
    expect(spa).toMatchObject({ archived: false, daily_review_goal: 15, theme: 2 });
    expect(decksAsSaved(deckSummaries(profile), [])[0]).toMatchObject({
      archived: false,
      theme: 2,
    });
  });
});

describe('deckSettingsQueue', () => {
  it("is one atom per user in an app, read back from the outbox's storage", () => {
    localStorage.setItem(
      outboxStorageKey('deck-settings', 'reader'),
      JSON.stringify([entry, { ...entry, id: 'bad', patch: { archived: 'yes' } }]),
    );
    expect(deckSettingsQueue('reader')).toBe(deckSettingsQueue('reader'));
    expect(deckSettingsQueue('reader')).not.toBe(deckSettingsQueue('someone else'));
    expect(createStore().get(deckSettingsQueue('reader'))).toEqual([entry]);
  });
});
