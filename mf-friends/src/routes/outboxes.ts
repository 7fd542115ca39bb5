import { defineRemoteOutboxes } from '@phrasebook/data/waiting-writes';

/**
 * `mf_friends/outboxes`: messages, recommendations and shared card requests not sent yet
 * (docs/offline.md §3).
 */
export default defineRemoteOutboxes({
  chat: () => import('../chats/state/chat-outbox.ts').then((module) => module.chatOutbox),
});
