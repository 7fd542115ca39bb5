import { useQuery } from '@tanstack/react-query';
import { friendStreaksQuery, streakWith } from '../api/friend-streaks-query.ts';
import { FriendStreakControls } from './friend-streak-controls.tsx';

/**
 * The shared streak in a friend's row or the chat header: read without holding the screen,
 * since the streak is secondary there; nothing until the screen's one call has answered.
 */
export function FriendRowStreak({
  friendUid,
  friendName,
}: {
  friendUid: string;
  friendName: string;
}) {
  const { data: streaks } = useQuery(friendStreaksQuery());
  if (!streaks) return null;
  return (
    <FriendStreakControls
      friendUid={friendUid}
      friendName={friendName}
      streak={streakWith(streaks, friendUid)}
    />
  );
}
