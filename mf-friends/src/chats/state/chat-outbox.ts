import { queryClient } from '@phrasebook/data';
import { createOutbox, isText, readEntryState } from '@phrasebook/data/outbox';
import { toast } from '@phrasebook/ui';
import { storeChatMessages } from '../api/chat-cache.ts';
import { postChatMessages } from '../api/post-messages.ts';
import { sendRecommendation, type RecommendInput } from '../api/recommend-phrase.ts';
import { sendSharedRequest, type ShareRequestInput } from '../api/share-request.ts';

/** A recommended phrase, with its text to show while it waits. */
export interface RecommendedPhrase {
  phrase: RecommendInput['phrase'];
  text: string;
}
/** A shared card request, with its prompt to show while it waits. */
export type SharedRequest = ShareRequestInput['request'] & { prompt: string };

/** A message on its way to a friend: text, a correction, a recommendation or a shared request. */
export interface ChatOutboxEntry {
  /** The id the message will have: a retry posts the same id, so it is never posted twice. */
  id: string;
  recipient_uid: string;
  /** The text, or a recommendation's or shared request's note ('' for none). */
  message: string;
  /** For a correction: the friend's text message it corrects (docs/product.md "Corrections"). */
  corrects?: string;
  recommends?: RecommendedPhrase;
  shares?: SharedRequest;
  created_at: string;
  attempts: number;
  lastError?: string;
}

function readRecommended(value: unknown): RecommendedPhrase | null {
  const { phrase, text } = (value ?? {}) as { phrase?: Record<string, unknown>; text?: unknown };
  if (!phrase || !isText(phrase.id) || !isText(phrase.lang) || !isText(text)) return null;
  if (!('phrase_text' in phrase)) return { phrase: { id: phrase.id, lang: phrase.lang }, text };
  const { phrase_text, translation_lang, translation_text } = phrase;
  return isText(phrase_text) && isText(translation_lang) && isText(translation_text)
    ? {
        phrase: {
          id: phrase.id,
          lang: phrase.lang,
          phrase_text,
          translation_lang,
          translation_text,
        },
        text,
      }
    : null;
}

function readShared(value: unknown): SharedRequest | null {
  const { id, lang, prompt } = (value ?? {}) as Record<string, unknown>;
  return isText(id) && isText(lang) && isText(prompt) ? { id, lang, prompt } : null;
}

/** A persisted entry, or null when it cannot be sent (dropped on load). */
export function readChatOutboxEntry(value: unknown): ChatOutboxEntry | null {
  const entry = value as Partial<ChatOutboxEntry> | null;
  if (
    typeof entry?.id !== 'string' ||
    typeof entry.recipient_uid !== 'string' ||
    typeof entry.message !== 'string' ||
    typeof entry.created_at !== 'string'
  ) {
    return null;
  }
  const recommends = entry.recommends === undefined ? undefined : readRecommended(entry.recommends);
  const shares = entry.shares === undefined ? undefined : readShared(entry.shares);
  if (recommends === null || shares === null) return null;
  return {
    id: entry.id,
    recipient_uid: entry.recipient_uid,
    message: entry.message,
    created_at: entry.created_at,
    ...(typeof entry.corrects === 'string' ? { corrects: entry.corrects } : {}),
    ...(recommends ? { recommends } : {}),
    ...(shares ? { shares } : {}),
    ...readEntryState(entry),
  };
}

/**
 * My messages on their way (the app's outbox): kept in this browser until the server has them,
 * sent again with the same id after a failure, a reload or going offline, and put into the chat
 * list and the thread as soon as they arrive. Text and corrections come here at once; a
 * recommendation or a shared request once its form's own try failed for a reason worth another
 * (queueForFriends).
 */
export const chatOutbox = createOutbox<
  ChatOutboxEntry,
  Awaited<ReturnType<typeof postChatMessages>>
>({
  name: 'chat',
  // Messages queued before the shared outbox, which are read as they were written.
  formerStorageKey: (uid) => `phrasebook-chat-outbox:${uid}`,
  idOf: (entry) => entry.id,
  read: readChatOutboxEntry,
  send: (entry) => {
    const recipients = [{ uid: entry.recipient_uid, messageId: entry.id }];
    const note = entry.message;
    if (entry.recommends)
      return sendRecommendation({ recipients, phrase: entry.recommends.phrase, note });
    if (entry.shares) return sendSharedRequest({ recipients, request: entry.shares, note });
    return postChatMessages([
      {
        id: entry.id,
        recipient_uid: entry.recipient_uid,
        message: entry.message,
        ...(entry.corrects
          ? { message_type: 'correction', related_message_id: entry.corrects }
          : { message_type: 'text' }),
      },
    ]);
  },
  // A refusal (the friendship ended while it waited) cannot change on a retry, and would hold
  // back every message behind it: it leaves, told in a toast that names it.
  onRefused: (entry, error) => {
    const what = entry.recommends
      ? `Your recommendation “${entry.recommends.text}” was not sent`
      : entry.shares
        ? `The card request “${entry.shares.prompt}” was not shared`
        : `“${entry.message}” was not sent`;
    toast.error(`${what}: ${error.message}`);
  },
  onSent: (_entry, messages) => storeChatMessages(queryClient, messages),
});

/**
 * A recommendation or shared request the form could not send: one entry for each friend, under
 * the message ids the form made, so what the first try may have posted is not posted twice.
 */
export function queueForFriends(
  myUid: string,
  recipients: RecommendInput['recipients'],
  what: { recommends: RecommendedPhrase } | { shares: SharedRequest },
  note: string,
): void {
  const created_at = new Date().toISOString();
  for (const { uid, messageId } of recipients) {
    chatOutbox.add(myUid, {
      id: messageId,
      recipient_uid: uid,
      message: note.trim(),
      created_at,
      attempts: 0,
      ...what,
    });
  }
}
