import { expect, it } from 'vitest';
import { changedAt, heldStreaksDiffer } from './friend-streak-changes-since.ts';
import type { FriendStreak } from './friend-streaks-query.ts';

const held = (id: string, status: string) => ({ id, status }) as FriendStreak;

it('the held streaks differ only when a row changed what they show', () => {
  const list = [held('a', 'invited'), held('b', 'active')];
  expect(heldStreaksDiffer(list, [])).toBe(false);
  expect(heldStreaksDiffer(list, [{ id: 'a', status: 'invited' }])).toBe(false);
  // Closed before the list was read: already not in it.
  expect(heldStreaksDiffer(list, [{ id: 'c', status: 'ended' }])).toBe(false);
  expect(heldStreaksDiffer(list, [{ id: 'a', status: 'active' }])).toBe(true);
  expect(heldStreaksDiffer(list, [{ id: 'b', status: 'ended' }])).toBe(true);
  expect(heldStreaksDiffer(list, [{ id: 'a', status: 'declined' }])).toBe(true);
  expect(heldStreaksDiffer(list, [{ id: 'd', status: 'invited' }])).toBe(true);
});

it('a row changed when it was last invited, accepted or ended', () => {
  const row = {
    id: 'a',
    status: 'ended',
    created_at: '2026-12-05T09:00:00+00:00',
    accepted_at: '2026-12-05T09:30:00.5+00:00',
    ended_at: '2026-12-05T09:30:00+00:00',
  };
  expect(changedAt(row)).toBe('2026-12-05T09:30:00.5+00:00');
  expect(changedAt({ ...row, accepted_at: null, ended_at: null })).toBe(row.created_at);
});
