import { describe, expect, it } from 'vitest';
import { groupByDay } from './notification-days.ts';
import { notificationHref } from '../api/notification-link.ts';

const at = (id: string, local: string) => ({ id, created_at: new Date(local).toISOString() });

describe('groupByDay', () => {
  it('puts the newest first under Today, Yesterday, then dates', () => {
    const now = new Date('2026-12-05T12:00:00');
    const days = groupByDay(
      [
        at('a', '2026-12-03T08:00:00'),
        at('b', '2026-12-05T09:00:00'),
        at('c', '2026-12-04T23:59:00'),
        at('d', '2026-12-05T11:00:00'),
        at('e', '2025-12-31T10:00:00'),
      ],
      now,
    );
    expect(days.map((day) => day.label)).toEqual([
      'Today',
      'Yesterday',
      new Date('2026-12-03T08:00:00').toLocaleDateString(undefined, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }),
      new Date('2025-12-31T10:00:00').toLocaleDateString(undefined, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    ]);
    expect(days.map((day) => day.items.map((item) => item.id))).toEqual([
      ['d', 'b'],
      ['c'],
      ['a'],
      ['e'],
    ]);
  });

  it('has no day for no notifications', () => {
    expect(groupByDay([])).toEqual([]);
  });
});

describe('notificationHref', () => {
  const base = { actor_uid: 'u1', lang: 'spa', request_id: 'r1' };
  it.each([
    ['friend_invited', '/friends'],
    ['friend_accepted', '/friends/chats/u1'],
    ['recommendation_received', '/friends/chats/u1'],
    ['recording_made', '/friends/chats/u1'],
    ['correction_carded', '/friends/chats/u1'],
    ['request_answered', '/learn/spa/requests/r1'],
    ['streak_invited', '/friends/u1'],
    ['streak_ended', '/friends/u1'],
  ])('%s leads to %s', (kind, href) => {
    expect(notificationHref({ ...base, kind })).toBe(href);
  });
});
