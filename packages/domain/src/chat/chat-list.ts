import { compareInstants } from '../format/instants.ts';
import type { ChatMessageCore } from './chat-message.ts';
import { compareChatMessages } from './chat-message.ts';

/** A friend as the chat list needs them. */
export interface ChatFriend {
  uid: string;
  /** When we became friends (the newest action of the pair). */
  since: string;
}

export interface ChatListEntry<F extends ChatFriend, M extends ChatMessageCore> {
  friend: F;
  last: M | null;
  /** The newest message's time, or when the friendship began. */
  activityAt: string;
  unread: number;
}

/** Unread counts per friend from rows of chat_unread_counts(). */
export function unreadByFriend(
  rows: readonly { friend_uid: string; unread_count: number }[],
): Record<string, number> {
  return Object.fromEntries(rows.map((row) => [row.friend_uid, row.unread_count]));
}

/** All unread messages: the badge on 'Friends' in the app navigation. */
export function totalUnread(rows: readonly { unread_count: number }[]): number {
  return rows.reduce((sum, row) => sum + row.unread_count, 0);
}

/**
 * docs/product.md §2 chat list: one entry per friend, most recent activity first. Messages
 * are grouped by friend; a friend without messages counts from when the friendship began.
 */
export function chatList<F extends ChatFriend, M extends ChatMessageCore>(
  friends: readonly F[],
  messages: readonly M[],
  unread: Record<string, number>,
  myUid: string,
): ChatListEntry<F, M>[] {
  const lastByFriend = new Map<string, M>();
  for (const message of messages) {
    const partner = message.sender_uid === myUid ? message.recipient_uid : message.sender_uid;
    const seen = lastByFriend.get(partner);
    if (!seen || compareChatMessages(seen, message) < 0) lastByFriend.set(partner, message);
  }
  return friends
    .map((friend) => {
      const last = lastByFriend.get(friend.uid) ?? null;
      return {
        friend,
        last,
        activityAt: last?.created_at ?? friend.since,
        unread: unread[friend.uid] ?? 0,
      };
    })
    .sort((a, b) => compareInstants(b.activityAt, a.activityAt));
}
