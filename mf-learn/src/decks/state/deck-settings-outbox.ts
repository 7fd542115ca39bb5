import { queryClient } from '@phrasebook/data';
import {
  createOutbox,
  isText,
  readEntryState,
  type OutboxEntryState,
} from '@phrasebook/data/outbox';
import { toast } from '@phrasebook/ui';
import { saveDeckSettings } from '../api/save-deck-settings.ts';
import { storeSavedDeck, type SavedDeck } from '../api/update-deck.ts';
import { readDeckSettingsPatch, type DeckSettingsPatch } from './deck-settings-patch.ts';

/** Toast once the settings are stored, at once or from the outbox. */
export const DECK_SETTINGS_SAVED = 'Deck settings saved';

/** Toast when the server refuses a save no control is there to show. */
export const notSavedMessage = (error: Error) =>
  `Your deck settings were not saved: ${error.message}`;

export type { DeckSettingsPatch } from './deck-settings-patch.ts';

/** Deck settings a control could not save yet. `id` names the entry only. */
export interface QueuedDeckSettings extends OutboxEntryState {
  id: string;
  uid: string;
  lang: string;
  patch: DeckSettingsPatch;
  /** The toast that says it is in, in the words of the control that made it. */
  savedToast?: string;
}

/** A persisted entry, or null when it cannot be sent (dropped on load). */
export function readQueuedDeckSettings(value: unknown): QueuedDeckSettings | null {
  const entry = (value ?? {}) as Record<string, unknown>;
  const { id, uid, lang, savedToast } = entry;
  const patch = readDeckSettingsPatch(entry.patch);
  if (!isText(id) || !isText(uid) || !isText(lang) || !patch) return null;
  return {
    id,
    uid,
    lang,
    patch,
    ...(isText(savedToast) ? { savedToast } : {}),
    ...readEntryState(entry),
  };
}

/**
 * Deck settings saved while the network or the server was away (the app's outbox,
 * docs/offline.md §3), from any control of the deck settings page and the archive buttons: one
 * queue, kept in this browser across reloads and sent in the order the learner saved them, so
 * the last save of each field is what the deck keeps. Setting the same values twice changes
 * nothing, so a retry after a lost answer is harmless.
 */
export const deckSettingsOutbox = createOutbox<QueuedDeckSettings, SavedDeck>({
  name: 'deck-settings',
  idOf: (entry) => entry.id,
  read: readQueuedDeckSettings,
  send: saveDeckSettings,
  onSent: (entry, saved) => {
    storeSavedDeck(queryClient, entry, saved);
    toast.success(entry.savedToast ?? DECK_SETTINGS_SAVED);
  },
  onRefused: (_entry, error) => toast.error(notSavedMessage(error)),
});

/**
 * A deck's settings as the learner last saved them: the stored ones, then each save that waits,
 * in order. Only the fields `stored` names are taken, so each control reads its own.
 */
export function withQueuedSettings<Stored extends DeckSettingsPatch>(
  stored: Stored,
  queue: readonly QueuedDeckSettings[],
  lang: string,
): Stored {
  return queue.reduce((settings, entry) => {
    if (entry.lang !== lang) return settings;
    const written = Object.entries(entry.patch).filter(([field]) => field in settings);
    return { ...settings, ...Object.fromEntries(written) };
  }, stored);
}
