import { describe, expect, it } from 'vitest';
import { seenOnArrival } from './notification-arrival.ts';
import type { NotificationRecord } from './notification-list-query.ts';

const ben = '6f1c1e0a-0000-4000-8000-000000000001';
const notification = (id: string, kind: string, extra: Partial<NotificationRecord> = {}) =>
  ({
    id,
    uid: 'me',
    kind,
    actor_uid: ben,
    lang: 'swe',
    phrase_id: null,
    message_id: null,
    request_id: null,
    streak_id: null,
    created_at: '2026-12-07T08:00:00Z',
    changed_at: '2026-12-07T08:00:00Z',
    read_at: null,
    ...extra,
  }) as NotificationRecord;

describe('seenOnArrival', () => {
  const thread = `/friends/chats/${ben}`;

  it('reads what the screen in view draws as it comes', () => {
    const records = [
      notification('a', 'recommendation_received'),
      notification('b', 'correction_received'),
      notification('c', 'friend_invited'),
      notification('d', 'request_answered', { request_id: 'r1' }),
    ];
    expect(seenOnArrival(records, thread)).toEqual(['a', 'b']);
    expect(seenOnArrival(records, '/friends')).toEqual(['c']);
    expect(seenOnArrival(records, '/learn/swe/requests/r1')).toEqual(['d']);
    expect(seenOnArrival([notification('e', 'streak_ended')], `/friends/${ben}`)).toEqual(['e']);
  });

  it('leaves what a hidden page, another screen or an old read one is', () => {
    const recommended = notification('a', 'recommendation_received');
    expect(seenOnArrival([recommended], null)).toEqual([]);
    expect(seenOnArrival([recommended], '/learn')).toEqual([]);
    expect(
      seenOnArrival([notification('b', 'recommendation_received', { read_at: 'x' })], thread),
    ).toEqual([]);
  });

  it('leaves a change to what the screen already shows for the bell', () => {
    const changes = [
      'friend_accepted',
      'recommendation_accepted',
      'recording_made',
      'correction_carded',
    ];
    expect(
      seenOnArrival(
        changes.map((kind) => notification(kind, kind)),
        thread,
      ),
    ).toEqual([]);
  });
});
