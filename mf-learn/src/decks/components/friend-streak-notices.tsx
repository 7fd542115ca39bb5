import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '@phrasebook/data';
import {
  friendStreakNoticedOn,
  friendStreaksQuery,
  rememberFriendStreakNotice,
  useFriendStreaksLive,
} from '@phrasebook/data/friend-streaks';
import { friendStreakNoticeText, friendStreakNoticesDue, type DayString } from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import { readUsernames } from '../api/friend-usernames.ts';

/**
 * Learning Home's share of the once-a-day notice (docs/product.md §4 "Friend streaks"): the
 * page a learner opens to study is where "Priya has reviewed today" helps. Loaded only for a
 * learner with a running shared streak who has not studied today.
 */
export default function FriendStreakNotices({ today }: { today: DayString }) {
  const me = useSignedInUser();
  const { data: streaks } = useQuery(friendStreaksQuery());
  // Kept current while the page is open: a streak accepted or ended meanwhile counts as it
  // now stands.
  useFriendStreaksLive(me.id);

  useEffect(() => {
    const due = friendStreakNoticesDue(streaks ?? [], today, (friendUid) =>
      friendStreakNoticedOn(me.id, friendUid),
    );
    if (due.length === 0) return;
    let cancelled = false;
    readUsernames(due.map((row) => row.friend_uid))
      .then((names) => {
        if (cancelled) return;
        for (const row of due) {
          const name = names.get(row.friend_uid);
          if (name === undefined) continue;
          rememberFriendStreakNotice(me.id, row.friend_uid, today);
          toast(friendStreakNoticeText(name, row.current_days), {
            id: `friend-streak-notice-${row.friend_uid}`,
          });
        }
      })
      // A notice is a courtesy: without the names it waits for the next visit.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [streaks, today, me.id]);

  return null;
}
