import { describe, expect, it } from 'vitest';
import {
  type FriendStreakNoticeRow,
  friendStreakNoticeText,
  friendStreakNoticesDue,
  sharedStreakLength,
} from './friend-streak-notice.ts';

describe('friendStreakNoticeText', () => {
  it('names the friend and the streak in days', () => {
    expect(friendStreakNoticeText('Priya', 12)).toBe(
      'Priya has reviewed today; your shared streak is 12 days',
    );
  });

  it('says "1 day", not "1 days"', () => {
    expect(friendStreakNoticeText('Priya', 1)).toBe(
      'Priya has reviewed today; your shared streak is 1 day',
    );
    expect(sharedStreakLength(1)).toBe('1 day');
    expect(sharedStreakLength(2)).toBe('2 days');
  });

  it('invites to start a streak that has no shared day yet', () => {
    expect(friendStreakNoticeText('Priya', 0)).toBe(
      'Priya has reviewed today; review today to start your shared streak',
    );
  });
});

describe('friendStreakNoticesDue', () => {
  const row = (friend_uid: string, changes: Partial<FriendStreakNoticeRow> = {}) => ({
    friend_uid,
    status: 'active',
    friend_studied_today: true,
    me_studied_today: false,
    ...changes,
  });
  const never = () => null;

  it('picks a running streak whose friend studied today while I have not', () => {
    expect(friendStreakNoticesDue([row('a')], '2026-12-02', never)).toEqual([row('a')]);
  });

  it('skips invitations, days I studied, and days my friend did not', () => {
    const rows = [
      row('invited', { status: 'invited' }),
      row('both', { me_studied_today: true }),
      row('neither', { friend_studied_today: false }),
    ];
    expect(friendStreakNoticesDue(rows, '2026-12-02', never)).toEqual([]);
  });

  it('shows each friend once a day', () => {
    const shown = new Map([
      ['a', '2026-12-02'],
      ['b', '2026-12-01'],
    ]);
    const due = friendStreakNoticesDue(
      [row('a'), row('b')],
      '2026-12-02',
      (uid) => shown.get(uid) ?? null,
    );
    expect(due.map((r) => r.friend_uid)).toEqual(['b']);
  });
});
