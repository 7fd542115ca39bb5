import { defineRemoteOutboxes } from '@phrasebook/data/waiting-writes';

/** `mf_profile/outboxes`: profile details not saved yet (docs/offline.md §3). */
export default defineRemoteOutboxes({
  profile: () =>
    import('../profile/state/profile-outbox.ts').then((module) => module.profileOutbox),
});
