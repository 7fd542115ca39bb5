import { queryClient } from '@phrasebook/data';
import { createOutbox } from '@phrasebook/data/outbox';
import { storeChatMessages } from '../api/chat-cache.ts';
import { postChatMessages } from '../api/post-messages.ts';

/** A text message on its way to a friend. */
export interface ChatOutboxEntry {
  /** The id the message will have: a retry posts the same id, so it is never posted twice. */
  id: string;
  recipient_uid: string;
  message: string;
  created_at: string;
  attempts: number;
  lastError?: string;
}

function readEntry(value: unknown): ChatOutboxEntry | null {
  const entry = value as Partial<ChatOutboxEntry> | null;
  if (
    typeof entry?.id !== 'string' ||
    typeof entry.recipient_uid !== 'string' ||
    typeof entry.message !== 'string' ||
    typeof entry.created_at !== 'string'
  ) {
    return null;
  }
  return {
    id: entry.id,
    recipient_uid: entry.recipient_uid,
    message: entry.message,
    created_at: entry.created_at,
    attempts: typeof entry.attempts === 'number' ? entry.attempts : 0,
    ...(typeof entry.lastError === 'string' ? { lastError: entry.lastError } : {}),
  };
}

/**
 * My text messages on their way (the app's outbox): kept in this browser until the server has
 * them, sent again with the same id after a failure, a reload or going offline, and put into
 * the chat list and the thread as soon as they arrive.
 */
export const chatOutbox = createOutbox<
  ChatOutboxEntry,
  Awaited<ReturnType<typeof postChatMessages>>
>({
  name: 'chat',
  // Messages queued before the shared outbox, which are read as they were written.
  formerStorageKey: (uid) => `phrasebook-chat-outbox:${uid}`,
  idOf: (entry) => entry.id,
  read: readEntry,
  send: (entry) =>
    postChatMessages([
      {
        id: entry.id,
        recipient_uid: entry.recipient_uid,
        message_type: 'text',
        message: entry.message,
      },
    ]),
  onSent: (_entry, messages) => storeChatMessages(queryClient, messages),
});
