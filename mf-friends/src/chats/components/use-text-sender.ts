import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { usePostChatMessagesMutation } from '../api/post-messages.ts';
import { newMessageId, outboxAtomFor, type OutboxEntry } from '../state/outbox.ts';

function reasonOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'Could not send';
}

/**
 * Sending plain text to one friend: the message shows at once as 'sending', disappears into
 * the thread when the server has it, and stays as 'failed' with a retry when it could not
 * be sent (kept across reloads).
 */
export function useTextSender(myUid: string, friendUid: string) {
  const [outbox, setOutbox] = useAtom(outboxAtomFor(myUid));
  const { mutateAsync } = usePostChatMessagesMutation();

  const deliver = useCallback(
    async (entry: OutboxEntry) => {
      setOutbox((list) => [
        ...list.filter((e) => e.id !== entry.id),
        { ...entry, status: 'sending', error: undefined },
      ]);
      try {
        await mutateAsync([
          {
            id: entry.id,
            recipient_uid: entry.recipient_uid,
            message_type: 'text',
            message: entry.message,
          },
        ]);
        setOutbox((list) => list.filter((e) => e.id !== entry.id));
      } catch (error) {
        setOutbox((list) =>
          list.map((e) =>
            e.id === entry.id ? { ...e, status: 'failed', error: reasonOf(error) } : e,
          ),
        );
      }
    },
    [mutateAsync, setOutbox],
  );

  return {
    pending: outbox.filter((entry) => entry.recipient_uid === friendUid),
    send: (message: string) =>
      deliver({
        id: newMessageId(),
        recipient_uid: friendUid,
        message,
        created_at: new Date().toISOString(),
        status: 'sending',
      }),
    retry: (entry: OutboxEntry) => deliver(entry),
    discard: (id: string) => setOutbox((list) => list.filter((e) => e.id !== id)),
  };
}
