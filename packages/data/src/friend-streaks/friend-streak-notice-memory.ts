import type { DayString } from '@phrasebook/domain';

// Per learner and friend, so two people sharing a browser each get their own notice.
const keyOf = (myUid: string, friendUid: string) =>
  `phrasebook-friend-streak-notice:${myUid}:${friendUid}`;

/** The study day on which this browser last showed me the notice about `friendUid`. */
export function friendStreakNoticedOn(myUid: string, friendUid: string): DayString | null {
  try {
    return window.localStorage.getItem(keyOf(myUid, friendUid));
  } catch {
    // Storage refused (private mode, quota): the notice may show again, which is harmless.
    return null;
  }
}

export function rememberFriendStreakNotice(myUid: string, friendUid: string, day: DayString) {
  try {
    window.localStorage.setItem(keyOf(myUid, friendUid), day);
  } catch {
    // As above: at worst the notice shows once more.
  }
}
