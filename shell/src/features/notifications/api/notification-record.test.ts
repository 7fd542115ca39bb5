import { describe, expect, it } from 'vitest';
import { toNotificationRecord } from './notification-record.ts';
import { mergeNotifications, type NotificationItem } from './notification-list-query.ts';

const row = (id: string, created_at: string, read_at: string | null = null) => ({
  id,
  uid: 'me',
  kind: 'friend_invited',
  actor_uid: 'ben',
  lang: null,
  phrase_id: null,
  message_id: null,
  request_id: null,
  streak_id: null,
  created_at,
  changed_at: created_at,
  read_at,
});

describe('toNotificationRecord', () => {
  it('takes a broadcast row as the database sends it', () => {
    expect(toNotificationRecord(row('a', '2026-12-05T10:00:00Z'))).toEqual(
      row('a', '2026-12-05T10:00:00Z'),
    );
  });

  it('refuses what is not a notification', () => {
    expect(toNotificationRecord({ id: 'a', kind: 'friend_invited' })).toBeNull();
    expect(toNotificationRecord({ ...row('a', 'x'), read_at: 5 })).toBeNull();
  });
});

describe('mergeNotifications', () => {
  const ben = { username: 'ben', avatar_path: null };
  const held: NotificationItem[] = [{ ...row('a', '2026-12-05T10:00:00Z'), actor: ben }];

  it('adds new ones newest first and replaces a changed one by id, never twice', () => {
    const merged = mergeNotifications(
      held,
      [
        row('a', '2026-12-05T10:00:00Z', '2026-12-05T11:00:00Z'),
        row('b', '2026-12-05T12:00:00Z'),
        row('b', '2026-12-05T12:00:00Z'),
      ],
      new Map(),
    );
    expect(merged.map((item) => [item.id, item.read_at, item.actor?.username])).toEqual([
      ['b', null, 'ben'],
      ['a', '2026-12-05T11:00:00Z', 'ben'],
    ]);
  });

  it('names a new actor from the profiles read for it', () => {
    const carl = { ...row('c', '2026-12-05T13:00:00Z'), actor_uid: 'carl' };
    const merged = mergeNotifications(
      held,
      [carl],
      new Map([['carl', { username: 'carl', avatar_path: 'carl/a.png' }]]),
    );
    expect(merged[0]?.actor).toEqual({ username: 'carl', avatar_path: 'carl/a.png' });
  });
});
