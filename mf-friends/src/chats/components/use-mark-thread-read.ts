import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unreadChatsQuery } from '@phrasebook/data';
import type { ChatMessage } from '../api/chat-messages-query.ts';
import { useMarkChatReadMutation } from '../api/mark-chat-read.ts';

/**
 * Opening a thread marks it read (docs/product.md §2 chat list), and so does every message
 * that arrives while it is open: up to the newest one from the friend that is shown. Each
 * message is marked once, even if the count still says otherwise (the counted message may
 * not have reached this screen yet; it is marked when it does).
 */
export function useMarkThreadRead(friendUid: string, messages: ChatMessage[]): void {
  const unread = useQuery(unreadChatsQuery());
  const { mutate } = useMarkChatReadMutation();
  const marked = useRef<string | null>(null);
  const waiting = unread.data?.find((row) => row.friend_uid === friendUid)?.unread_count ?? 0;
  const newest = messages.findLast((m) => m.sender_uid === friendUid);

  useEffect(() => {
    if (waiting === 0 || !newest || marked.current === newest.id) return;
    marked.current = newest.id;
    mutate({ friendUid, upTo: newest.created_at });
  }, [waiting, newest, friendUid, mutate]);
}
