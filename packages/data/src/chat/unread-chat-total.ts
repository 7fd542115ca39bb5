import { useQuery } from '@tanstack/react-query';
import { totalUnread } from '@phrasebook/domain';
import { useAuthSession } from '../session/auth-session.ts';
import { unreadChatsQuery } from './unread-chats-query.ts';
import { useUnreadChatsLive } from './unread-chats-live.ts';

/**
 * How many messages wait unread across all my chats, kept live: the badge on 'Friends' in
 * the app navigation (docs/product.md §2 chat list).
 */
export function useUnreadChatTotal(): number {
  const { user } = useAuthSession();
  const uid = user?.id ?? null;
  const { data } = useQuery({ ...unreadChatsQuery(), enabled: uid !== null });
  useUnreadChatsLive(uid);
  return totalUnread(data ?? []);
}
