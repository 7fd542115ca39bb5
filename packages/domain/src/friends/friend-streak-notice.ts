import type { DayString } from '../days/day-session.ts';

/** "1 day", "12 days": a shared streak's length as the friends screens write it. */
export function sharedStreakLength(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * The gentle notice of a day when the friend has reviewed and I have not yet (issue #48):
 * "Priya has reviewed today; your shared streak is 12 days". A streak with no shared day yet
 * would read "is 0 days", which discourages rather than invites, so it says how to start it.
 */
export function friendStreakNoticeText(friendName: string, days: number): string {
  return days > 0
    ? `${friendName} has reviewed today; your shared streak is ${sharedStreakLength(days)}`
    : `${friendName} has reviewed today; review today to start your shared streak`;
}

/** What the notice needs of one row of friend_streaks(). */
export interface FriendStreakNoticeRow {
  friend_uid: string;
  status: string;
  friend_studied_today: boolean;
  me_studied_today: boolean;
}

/**
 * The running streaks to notify about today: the friend has studied today, I have not, and no
 * notice about this friend was shown on `today` (`noticedOn` answers the day it last was).
 */
export function friendStreakNoticesDue<Row extends FriendStreakNoticeRow>(
  rows: readonly Row[],
  today: DayString,
  noticedOn: (friendUid: string) => DayString | null,
): Row[] {
  return rows.filter(
    (row) =>
      row.status === 'active' &&
      row.friend_studied_today &&
      !row.me_studied_today &&
      noticedOn(row.friend_uid) !== today,
  );
}
