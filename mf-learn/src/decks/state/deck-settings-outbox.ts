import { queryClient } from '@phrasebook/data';
import {
  deckSettingsQueue,
  readQueuedDeckSettings,
  type QueuedDeckSettings,
} from '@phrasebook/data/deck-settings-queue';
import { loadDeckSettingsQueue } from '@phrasebook/data/use-deck-settings-queue';
import { createOutbox } from '@phrasebook/data/outbox';
import { toast } from '@phrasebook/ui';
import { saveDeckSettings } from '../api/save-deck-settings.ts';
import { storeSavedDeck, type SavedDeck } from '../api/update-deck.ts';

/** Toast once the settings are stored, at once or from the outbox. */
export const DECK_SETTINGS_SAVED = 'Deck settings saved';

/** Toast when the server refuses a save no control is there to show. */
export const notSavedMessage = (error: Error) =>
  `Your deck settings were not saved: ${error.message}`;

export {
  withQueuedSettings,
  type DeckSettingsPatch,
  type QueuedDeckSettings,
} from '@phrasebook/data/deck-settings-queue';

/**
 * Deck settings saved while the network or the server was away (the app's outbox,
 * docs/offline.md §3), from any control of the deck settings page and the archive buttons: one
 * queue, kept in this browser across reloads and sent in the order the learner saved them, so
 * the last save of each field is what the deck keeps. Setting the same values twice changes
 * nothing, so a retry after a lost answer is harmless. Its queue is the data package's
 * `deckSettingsQueue`, which this app's screens and mf-review's read to show what waits.
 */
export const deckSettingsOutbox = createOutbox<QueuedDeckSettings, SavedDeck>({
  name: 'deck-settings',
  idOf: (entry) => entry.id,
  read: readQueuedDeckSettings,
  queue: deckSettingsQueue,
  send: saveDeckSettings,
  onSent: (entry, saved) => {
    storeSavedDeck(queryClient, entry, saved);
    toast.success(entry.savedToast ?? DECK_SETTINGS_SAVED);
  },
  onRefused: (_entry, error) => toast.error(notSavedMessage(error)),
});

// Screens drawn before anything waited (Learning Home, the deck's layout) read the queue from
// now on, so a save made on this page shows there at once.
void loadDeckSettingsQueue();
