import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../client/supabase-client.ts';
import { chatKeys } from '../query-keys.ts';

/** Unread messages per friend (chat_unread_counts). */
export async function fetchUnreadChats() {
  const { data, error } = await getSupabase().rpc('chat_unread_counts');
  if (error) throw error;
  return data;
}

/**
 * Unread messages per friend: the chat list shows each count, the shell's navigation their
 * sum as a badge on 'Friends'.
 */
export function unreadChatsQuery() {
  return queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: fetchUnreadChats,
  });
}
