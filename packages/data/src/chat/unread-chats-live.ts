import { useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '../query-keys.ts';
import { useRealtimeChanges } from '../realtime/realtime-changes.ts';

/**
 * Keeps the unread count fresh wherever the app is: a message sent to me refetches it. The
 * chats screens keep their own channel for the messages themselves.
 */
export function useUnreadChatsLive(myUid: string | null | undefined): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
  useRealtimeChanges(
    myUid ? `unread-chats:${myUid}` : null,
    [{ table: 'chat_message', event: 'INSERT', filter: `recipient_uid=eq.${myUid ?? ''}` }],
    { onChange: refresh, onSubscribed: refresh },
  );
}
