import { queryClient } from '@phrasebook/data';
import {
  createOutbox,
  isText,
  readEntryState,
  type OutboxEntryState,
} from '@phrasebook/data/outbox';
import { learningGoals } from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import { saveDeckSettings } from '../api/save-deck-settings.ts';
import { storeSavedDeck, type SavedDeck } from '../api/update-deck.ts';

/** Toast once the settings are stored, at once or from the outbox. */
export const DECK_SETTINGS_SAVED = 'Deck settings saved';

/** The settings form's fields, as user_deck stores them. */
export interface DeckSettingsPatch {
  daily_review_goal: number;
  learning_goal: string;
  theme: number | null;
  recall_enabled: boolean;
}

/** Deck settings the form could not save yet. `id` names the entry only. */
export interface QueuedDeckSettings extends OutboxEntryState {
  id: string;
  uid: string;
  lang: string;
  patch: DeckSettingsPatch;
}

function readPatch(value: unknown): DeckSettingsPatch | null {
  const { daily_review_goal, learning_goal, theme, recall_enabled } = (value ?? {}) as Record<
    string,
    unknown
  >;
  const goal = Number.isInteger(daily_review_goal) ? (daily_review_goal as number) : 0;
  if (goal < 1 || !learningGoals.some((known) => known === learning_goal)) return null;
  if (!(theme === null || Number.isInteger(theme)) || typeof recall_enabled !== 'boolean')
    return null;
  return {
    daily_review_goal: goal,
    learning_goal: learning_goal as string,
    theme: theme as number | null,
    recall_enabled,
  };
}

/** A persisted entry, or null when it cannot be sent (dropped on load). */
export function readQueuedDeckSettings(value: unknown): QueuedDeckSettings | null {
  const entry = (value ?? {}) as Record<string, unknown>;
  const { id, uid, lang } = entry;
  const patch = readPatch(entry.patch);
  if (!isText(id) || !isText(uid) || !isText(lang) || !patch) return null;
  return { id, uid, lang, patch, ...readEntryState(entry) };
}

/**
 * Deck settings saved while the network or the server was away (the app's outbox,
 * docs/offline.md §3): kept in this browser across reloads and sent in the order the learner
 * saved them, so the last save is what the deck keeps. Setting the same values twice changes
 * nothing, so a retry after a lost answer is harmless.
 */
export const deckSettingsOutbox = createOutbox<QueuedDeckSettings, SavedDeck>({
  name: 'deck-settings',
  idOf: (entry) => entry.id,
  read: readQueuedDeckSettings,
  send: saveDeckSettings,
  onSent: (entry, saved) => {
    storeSavedDeck(queryClient, entry, saved);
    toast.success(DECK_SETTINGS_SAVED);
  },
  onRefused: (_entry, error) => toast.error(`Your deck settings were not saved: ${error.message}`),
});

/** A deck's settings as the learner last saved them: the stored ones, then each that waits. */
export function withQueuedSettings<Stored extends DeckSettingsPatch>(
  stored: Stored,
  queue: readonly QueuedDeckSettings[],
  lang: string,
): Stored {
  return queue.reduce(
    (settings, entry) => (entry.lang === lang ? { ...settings, ...entry.patch } : settings),
    stored,
  );
}
