import { getSupabase, type TablesInsert } from '@phrasebook/data';
import { WriteRefusedError, writeFailure } from '@phrasebook/data/outbox';
import { chatMessageColumns, fetchChatMessages, type ChatMessage } from './chat-messages-query.ts';

/** A message to post, with its id made by the client so that a retry cannot post it twice. */
export type NewChatMessage = TablesInsert<'chat_message'> & { id: string; recipient_uid: string };

/** The refusal of a message to someone who is not (or no longer) my friend, in our words. */
export const NOT_FRIENDS = 'You must be friends to chat';

/**
 * Whether a failed send is worth another try (docs/offline.md §3): a form shows a refusal, and
 * puts anything else in the chat outbox.
 */
export const isRetryableChatWrite = (error: unknown) => !(error instanceof WriteRefusedError);

/** The columns of a message without its embeds: all a plain text message has. */
const plainColumns =
  'id, sender_uid, recipient_uid, created_at, message_type, lang, message, phrase_id, request_id, related_message_id, recording_id';

/**
 * Posts messages (RLS: only to friends, docs/product.md §6). A unique violation on the id
 * means an earlier attempt got through: those rows are read back instead. Plain text reads
 * back only its own columns, which keeps the insert's transaction (and so the moment the
 * other person's realtime hears of it) as short as it can be.
 */
export async function postChatMessages(rows: NewChatMessage[]): Promise<ChatMessage[]> {
  const onlyText = rows.every((row) => row.message_type === 'text');
  const insert = getSupabase().from('chat_message').insert(rows);
  const { data, error, status } = onlyText
    ? await insert.select(plainColumns).then((result) => ({
        ...result,
        data: result.data?.map((row) => ({ ...row, phrase: null, request: null })) ?? null,
      }))
    : await insert.select(chatMessageColumns);
  if (error?.code === '23505') return fetchChatMessages(rows.map((row) => row.id));
  // RLS lets me post only to friends (docs/product.md §6): its refusal names no friendship.
  if (error?.code === '42501') throw new WriteRefusedError(NOT_FRIENDS, error.code);
  if (error) throw writeFailure(status, error);
  return data ?? [];
}
