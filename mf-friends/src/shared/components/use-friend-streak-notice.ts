import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { daySession, friendStreakNoticeText, friendStreakNoticesDue } from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import {
  friendStreakNoticedOn,
  rememberFriendStreakNotice,
  type FriendStreak,
} from '@phrasebook/data/friend-streaks';

/**
 * Wherever a friend's shared streak is shown, once a study day: when the friend has reviewed
 * today and I have not yet, a gentle notice (a toast, not a chat message).
 */
export function useFriendStreakNotice(streak: FriendStreak | undefined, friendName: string) {
  const me = useSignedInUser();
  // Read by the shell's layout already: no request of its own.
  const { data: profile } = useQuery(ownProfileQuery(me.id));
  const timeZone = profile?.time_zone;

  useEffect(() => {
    if (!streak || timeZone === undefined) return;
    // The profile's zone, the one the database counts me_studied_today in.
    const today = daySession(new Date(), timeZone ?? undefined);
    const [due] = friendStreakNoticesDue([streak], today, (friendUid) =>
      friendStreakNoticedOn(me.id, friendUid),
    );
    if (!due) return;
    rememberFriendStreakNotice(me.id, due.friend_uid, today);
    toast(friendStreakNoticeText(friendName, due.current_days), {
      id: `friend-streak-notice-${due.friend_uid}`,
    });
  }, [streak, friendName, timeZone, me.id]);
}
