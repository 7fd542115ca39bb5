import { useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '../query-keys.ts';
import { useLiveCatchUp } from '../realtime/live-catch-up.ts';
import { fetchUnreadChats } from './unread-chats-query.ts';

/**
 * Keeps the unread counts live wherever the app is (docs/architecture.md, live views): a
 * message sent to me, or a read marker moved on any of my devices (the `chat_read` broadcast,
 * so two devices agree at once), reads them again. They are a few rows summed by the
 * database: a catch-up reads them whole too.
 */
export function useUnreadChatsLive(myUid: string | null | undefined): void {
  const queryClient = useQueryClient();
  const { catchUp } = useLiveCatchUp(myUid, {
    name: 'unread-chats',
    events: ['chat_message', 'chat_read'],
    onBroadcast: (row, event) => {
      if (event === 'chat_read' || row['recipient_uid'] === myUid) catchUp();
    },
    fetchSince: fetchUnreadChats,
    merge: (counts) => queryClient.setQueryData(chatKeys.unread(), counts),
    cursorOf: () => null,
  });
}
