import { useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '../query-keys.ts';
import { useLiveCatchUp } from '../realtime/live-catch-up.ts';
import { unreadAfterRead, type UnreadCount } from './unread-after-read.ts';
import { fetchUnreadChats } from './unread-chats-query.ts';

/**
 * Keeps the unread counts live wherever the app is (docs/architecture.md, live views): a
 * message sent to me reads them again, and a read marker moved on any of my devices (the
 * `chat_read` broadcast) takes its friend's count off at once, so two devices agree. The
 * counts are a few rows summed by the database: a catch-up reads them whole.
 */
export function useUnreadChatsLive(myUid: string | null | undefined): void {
  const queryClient = useQueryClient();
  const { catchUp } = useLiveCatchUp<UnreadCount>(myUid, {
    name: 'unread-chats',
    events: ['chat_message', 'chat_read'],
    onBroadcast: (row, event) => {
      if (event === 'chat_message') {
        if (row['recipient_uid'] === myUid) catchUp();
        return;
      }
      const friendUid = row['friend_uid'];
      const readAt = row['read_at'];
      if (row['uid'] !== myUid || typeof friendUid !== 'string' || typeof readAt !== 'string') {
        return;
      }
      const counts = queryClient.getQueryData<UnreadCount[]>(chatKeys.unread());
      const after = counts && unreadAfterRead(counts, { friend_uid: friendUid, read_at: readAt });
      if (after) queryClient.setQueryData(chatKeys.unread(), after);
      else catchUp();
    },
    fetchSince: fetchUnreadChats,
    merge: (counts) => queryClient.setQueryData(chatKeys.unread(), counts),
    cursorOf: () => null,
  });
}
