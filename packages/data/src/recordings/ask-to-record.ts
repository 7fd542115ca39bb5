import { chatKeys, getSupabase, queryClient } from '@phrasebook/data';

/**
 * Asks a friend to record a phrase: a chat message of its own kind, which the friend answers
 * by saving a recording (the database then tells me, live: docs/product.md §4 "Recordings").
 */
export async function askToRecord(request: {
  myUid: string;
  friendUid: string;
  phraseId: string;
  lang: string;
}) {
  const { error } = await getSupabase().from('chat_message').insert({
    sender_uid: request.myUid,
    recipient_uid: request.friendUid,
    message_type: 'recording_request',
    lang: request.lang,
    phrase_id: request.phraseId,
  });
  if (error) throw error;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: chatKeys.thread(request.friendUid) }),
    queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  ]);
}
