import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { chatOutbox, type ChatOutboxEntry } from '../state/chat-outbox.ts';
import { newMessageId } from '../state/message-id.ts';

/** A message of mine not on the server yet, as the thread shows it. */
export interface UnsentMessage extends ChatOutboxEntry {
  /** 'sending' until an attempt fails; then 'failed' (and retried) until one succeeds. */
  status: 'sending' | 'failed';
}

/**
 * Sending plain text (or a correction of the friend's text) to one friend through the chat
 * outbox: the message shows at once as 'sending', joins the thread when the server has it, and
 * meanwhile is marked as not sent, with a retry and a discard, while the outbox keeps trying
 * (across reloads too).
 */
export function useTextSender(myUid: string, friendUid: string) {
  const outbox = useAtomValue(chatOutbox.atom(myUid));
  useEffect(() => chatOutbox.start(myUid), [myUid]);
  return {
    pending: outbox
      .filter((entry) => entry.recipient_uid === friendUid)
      .map((entry): UnsentMessage => ({
        ...entry,
        status: entry.attempts === 0 ? 'sending' : 'failed',
      })),
    send: (message: string) =>
      chatOutbox.add(myUid, {
        id: newMessageId(),
        recipient_uid: friendUid,
        message,
        created_at: new Date().toISOString(),
        attempts: 0,
      }),
    /** Suggests `message` as the correction of the friend's text message `originalId`. */
    correct: (originalId: string, message: string) =>
      chatOutbox.add(myUid, {
        id: newMessageId(),
        recipient_uid: friendUid,
        message,
        corrects: originalId,
        created_at: new Date().toISOString(),
        attempts: 0,
      }),
    retry: () => chatOutbox.retryNow(myUid),
    discard: (id: string) => chatOutbox.discard(myUid, id),
  };
}
