import { queryOptions } from '@tanstack/react-query';
import { chatKeys, getSupabase } from '@phrasebook/data';

/**
 * A message with what it is about: the recommended phrase (its translations and my cards for
 * it, one per direction; RLS shows only my own cards; myPhraseCard picks the phrase's) or the
 * request (its prompt, who asked and how many answers it has). A request to record names its phrase; the
 * answer to it also names the recording (recording_id, played from phrase_recording_plus).
 */
export const chatMessageColumns = `id, sender_uid, recipient_uid, created_at, message_type, lang,
  message, phrase_id, request_id, related_message_id, recording_id,
  phrase(id, lang, text, translations:phrase_translation(id, lang, text), cards:user_card(id, status, direction)),
  request:phrase_request(id, lang, prompt, status, requester_uid, answers:phrase_request_answer(count))`;

async function fetchAll(myUid: string) {
  const { data, error } = await getSupabase()
    .from('chat_message')
    .select(chatMessageColumns)
    .or(`sender_uid.eq.${myUid},recipient_uid.eq.${myUid}`)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw error;
  return data;
}

export type ChatMessage = Awaited<ReturnType<typeof fetchAll>>[number];

/**
 * docs/product.md §7 "Chats": all my messages, oldest first; the chat list groups them by
 * friend and each thread takes its friend's. One cache entry, so a new message updates
 * the list and the thread at once.
 */
export function chatMessagesQuery(myUid: string) {
  // Per user already: every key under userScope is dropped when who is signed in changes.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: chatKeys.list(),
    queryFn: () => fetchAll(myUid),
  });
}

/**
 * My messages (both ways) written after `since`, oldest first: a live view's catch-up reads
 * only these, never the whole list again.
 */
export async function fetchChatMessagesSince(myUid: string, since: string): Promise<ChatMessage[]> {
  const { data, error } = await getSupabase()
    .from('chat_message')
    .select(chatMessageColumns)
    .or(`sender_uid.eq.${myUid},recipient_uid.eq.${myUid}`)
    .gt('created_at', since)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw error;
  return data;
}

/** Messages by id, with the same columns (a new structured message, a retried send). */
export async function fetchChatMessages(ids: string[]): Promise<ChatMessage[]> {
  const { data, error } = await getSupabase()
    .from('chat_message')
    .select(chatMessageColumns)
    .in('id', ids)
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data;
}
