import { expect, it } from 'vitest';
import { unreadAfterRead } from './unread-after-read.ts';

const counts = [
  { friend_uid: 'ana', unread_count: 2, newest_unread_at: '2026-12-02T12:00:05.123456+00:00' },
  { friend_uid: 'ben', unread_count: 1, newest_unread_at: '2026-12-02T11:00:00+00:00' },
];

it('drops the friend whose counted messages were all read', () => {
  const after = unreadAfterRead(counts, {
    friend_uid: 'ana',
    read_at: '2026-12-02T12:00:05.123456+00:00',
  });
  expect(after?.map((c) => c.friend_uid)).toEqual(['ben']);
});

it('cannot tell how many remain when a newer message is counted', () => {
  expect(unreadAfterRead(counts, { friend_uid: 'ana', read_at: '2026-12-02T12:00:04Z' })).toBe(
    null,
  );
});

it('keeps the counts of a friend with nothing unread', () => {
  expect(unreadAfterRead(counts, { friend_uid: 'cleo', read_at: '2026-12-02T12:00:04Z' })).toEqual(
    counts,
  );
});
