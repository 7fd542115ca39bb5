import {
  useOutboxSentOnceSettled,
  type OutboxLoader,
} from '../../shared/state/send-queued-phrases.ts';

const loadDeckSettingsOutbox: OutboxLoader = () =>
  import('./deck-settings-outbox.ts').then(({ deckSettingsOutbox }) => deckSettingsOutbox);

/** The deck settings the settings form left waiting (deck-settings-outbox.ts). */
export const useQueuedDeckSettingsSent = (uid: string) =>
  useOutboxSentOnceSettled(uid, loadDeckSettingsOutbox);
