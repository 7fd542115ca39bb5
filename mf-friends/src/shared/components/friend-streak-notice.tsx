import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { daySession, friendStreakNoticeText, friendStreakNoticesDue } from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import { friendsQuery } from '../api/friends-query.ts';
import { friendStreaksQuery } from '../api/friend-streaks-query.ts';
import {
  friendStreakNoticedOn,
  rememberFriendStreakNotice,
} from '../state/friend-streak-notice-memory.ts';

/**
 * Once a study day per friend: when a friend of a running shared streak has reviewed today
 * and I have not yet, a gentle notice (a toast, not a chat message). Reads the screen's one
 * friend_streaks() call; draws nothing itself.
 */
export function FriendStreakNotice() {
  const me = useSignedInUser();
  const { data: streaks } = useQuery(friendStreaksQuery());
  const { data: friends } = useQuery(friendsQuery(me.id));
  const { data: profile } = useQuery(ownProfileQuery(me.id));
  const timeZone = profile?.time_zone;

  useEffect(() => {
    if (!streaks || !friends || timeZone === undefined) return;
    // The profile's zone, as the database counts me_studied_today.
    const today = daySession(new Date(), timeZone ?? undefined);
    const due = friendStreakNoticesDue(streaks, today, (friendUid) =>
      friendStreakNoticedOn(me.id, friendUid),
    );
    for (const streak of due) {
      const friend = friends.find((f) => f.uid === streak.friend_uid);
      if (!friend) continue;
      toast(friendStreakNoticeText(friend.username, streak.current_days), {
        id: `friend-streak-notice-${streak.friend_uid}`,
      });
      rememberFriendStreakNotice(me.id, streak.friend_uid, today);
    }
  }, [streaks, friends, timeZone, me.id]);

  return null;
}
