import { useQuery } from '@tanstack/react-query';
import { friendStreaksQuery, streakWith } from '@phrasebook/data/friend-streaks';
import { FriendStreakControls } from './friend-streak-controls.tsx';
import { useFriendStreakNotice } from './use-friend-streak-notice.ts';

/**
 * The shared streak in a friend's row or the chat header, with the day's notice: read without
 * holding the screen, since the streak is secondary there; nothing until the screen's one
 * friend_streaks() call has answered. The default export, for the friends page's lazy import.
 */
export default function FriendRowStreak({
  friendUid,
  friendName,
}: {
  friendUid: string;
  friendName: string;
}) {
  const { data: streaks } = useQuery(friendStreaksQuery());
  const streak = streakWith(streaks, friendUid);
  useFriendStreakNotice(streak, friendName);
  if (!streaks) return null;
  return <FriendStreakControls friendUid={friendUid} friendName={friendName} streak={streak} />;
}
