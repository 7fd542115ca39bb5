import { queryClient } from '@phrasebook/data';
import { createOutbox } from '@phrasebook/data/outbox';
import { storeChatMessages } from '../api/chat-cache.ts';
import { postChatMessages } from '../api/post-messages.ts';

/** A text message, or a correction of one, on its way to a friend. */
export interface ChatOutboxEntry {
  /** The id the message will have: a retry posts the same id, so it is never posted twice. */
  id: string;
  recipient_uid: string;
  message: string;
  /** For a correction: the friend's text message it corrects (docs/product.md "Corrections"). */
  corrects?: string;
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
    ...(typeof entry.corrects === 'string' ? { corrects: entry.corrects } : {}),
    attempts: typeof entry.attempts === 'number' ? entry.attempts : 0,
    ...(typeof entry.lastError === 'string' ? { lastError: entry.lastError } : {}),
  };
}

/**
 * My text messages and corrections on their way (the app's outbox): kept in this browser until
 * the server has them, sent again with the same id after a failure, a reload or going offline,
 * and put into the chat list and the thread as soon as they arrive.
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
        message: entry.message,
        ...(entry.corrects
          ? { message_type: 'correction', related_message_id: entry.corrects }
          : { message_type: 'text' }),
      },
    ]),
  onSent: (_entry, messages) => storeChatMessages(queryClient, messages),
});
