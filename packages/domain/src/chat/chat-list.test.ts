import { describe, expect, it } from 'vitest';
import { chatList, totalUnread, unreadByFriend } from './chat-list.ts';

const me = 'me';
const at = (hhmm: string) => `2026-03-01T${hhmm}:00Z`;
const message = (id: string, from: string, to: string, time: string) => ({
  id,
  sender_uid: from,
  recipient_uid: to,
  created_at: at(time),
  message_type: 'text',
  message: id,
});

describe('chatList', () => {
  it('orders friends by their newest message, or by when the friendship began', () => {
    const friends = [
      { uid: 'ana', since: at('08:00') },
      { uid: 'ben', since: at('09:30') },
      { uid: 'cy', since: at('07:00') },
    ];
    const messages = [
      message('1', 'ana', me, '09:00'),
      message('2', me, 'ana', '10:00'),
      message('3', 'cy', me, '08:00'),
      message('4', 'stranger', me, '11:00'),
    ];
    const list = chatList(friends, messages, { ana: 1 }, me);
    expect(list.map((e) => [e.friend.uid, e.last?.id ?? null, e.unread])).toEqual([
      ['ana', '2', 1],
      ['ben', null, 0],
      ['cy', '3', 0],
    ]);
    expect(list[1]!.activityAt).toBe(at('09:30'));
  });
});

describe('unread counts', () => {
  it('indexes counts by friend and adds them up', () => {
    const rows = [
      { friend_uid: 'ana', unread_count: 2 },
      { friend_uid: 'ben', unread_count: 3 },
    ];
    expect(unreadByFriend(rows)).toEqual({ ana: 2, ben: 3 });
    expect(totalUnread(rows)).toBe(5);
    expect(totalUnread([])).toBe(0);
  });
});
