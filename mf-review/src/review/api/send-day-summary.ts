import { useMutation } from '@tanstack/react-query';
import { chatKeys, getSupabase, logUnexpected, queryClient } from '@phrasebook/data';

/** A friend the day is sent to. */
export interface Recipient {
  uid: string;
  username: string;
}

/** A refusal the learner can act on, in words; anything else is reported as it came. */
function refusalMessage(error: { code?: string; message: string }): string {
  // Row level security: only friends message each other (docs/product.md §3).
  if (error.code === '42501') return 'You can only send messages to friends';
  return error.message;
}

/**
 * Sends the day's summary to a friend as a plain chat message (the text the chat shows and
 * its list previews), then refreshes that thread and the chat list wherever they are read.
 */
async function sendDaySummary({ friend, text }: { friend: Recipient; text: string }) {
  const { error } = await getSupabase().from('chat_message').insert({
    recipient_uid: friend.uid,
    message_type: 'text',
    message: text,
  });
  if (error) {
    if (error.code !== '42501') logUnexpected('share-day', error, { recipient: friend.uid });
    throw new Error(refusalMessage(error));
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: chatKeys.thread(friend.uid) }),
    queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  ]);
}

/** 'Send to a friend' on the finished screen's Share. */
export function useSendDaySummary() {
  return useMutation({ mutationFn: sendDaySummary });
}
