import { useRef } from 'react';
import { newMessageId } from '../state/message-id.ts';

/**
 * One message id per friend, made once and kept until the send succeeds: pressing Send again
 * after a failure posts the same messages, which the server recognises (no duplicates).
 */
export function useMessageIds() {
  const ids = useRef(new Map<string, string>());
  return {
    for: (uids: string[]) =>
      uids.map((uid) => {
        let id = ids.current.get(uid);
        if (!id) {
          id = newMessageId();
          ids.current.set(uid, id);
        }
        return { uid, messageId: id };
      }),
    reset: () => ids.current.clear(),
  };
}
