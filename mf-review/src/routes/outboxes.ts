import { defineRemoteOutboxes } from '@phrasebook/data/waiting-writes';

/** `mf_review/outboxes`: the scores a review could not send yet (docs/offline.md §3). */
export default defineRemoteOutboxes({
  review: () => import('../review/state/review-outbox.ts').then((module) => module.reviewOutbox),
});
