import { defineRemoteOutboxes } from '@phrasebook/data/waiting-writes';

/**
 * `mf_learn/outboxes`: phrases, their translations and tags, deck settings, card requests and
 * answers, and recordings not sent yet (docs/offline.md §3).
 */
export default defineRemoteOutboxes({
  phrase: () => import('../shared/state/phrase-outbox.ts').then((module) => module.phraseOutbox),
  'phrase-edit': () =>
    import('../phrases/state/phrase-edit-outbox.ts').then((module) => module.phraseEditOutbox),
  'deck-settings': () =>
    import('../decks/state/deck-settings-outbox.ts').then((module) => module.deckSettingsOutbox),
  request: () =>
    import('../requests/state/request-outbox.ts').then((module) => module.requestOutbox),
  // One queue with mf_friends' recordings for a friend; sent by whichever page loads it.
  recordings: () => import('@phrasebook/data/recordings').then((module) => module.recordingOutbox),
});
