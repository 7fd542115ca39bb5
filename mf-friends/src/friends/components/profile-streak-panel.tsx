import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { sharedStreakLength } from '@phrasebook/domain';
import { friendStreaksQuery, streakWith, type FriendStreak } from '@phrasebook/data/friend-streaks';
import { FriendStreakControls } from '../../shared/components/friend-streak-controls.tsx';
import { useFriendStreakNotice } from '../../shared/components/use-friend-streak-notice.ts';

/** Who has reviewed today, as both members' own study days count it. */
function todayLine(streak: FriendStreak, friendName: string): string {
  if (streak.me_studied_today && streak.friend_studied_today)
    return 'You have both reviewed today.';
  if (streak.friend_studied_today) return `${friendName} has reviewed today; you have not yet.`;
  if (streak.me_studied_today) return `You have reviewed today; ${friendName} has not yet.`;
  return 'Neither of you has reviewed today yet.';
}

/**
 * On a friend's profile: our shared streak, how today stands, what I can do about it, and the
 * day's notice.
 */
export function ProfileStreakPanel({
  friendUid,
  friendName,
}: {
  friendUid: string;
  friendName: string;
}) {
  const { data: streaks } = useSuspenseQuery(friendStreaksQuery());
  const streak = streakWith(streaks, friendUid);
  useFriendStreakNotice(streak, friendName);
  const active = streak?.status === 'active' ? streak : undefined;
  return (
    <Stack gap={4}>
      <FriendStreakControls
        friendUid={friendUid}
        friendName={friendName}
        streak={streak}
        size="sm"
      />
      {active ? (
        <Text size="sm" c="dimmed">
          {todayLine(active, friendName)}
          {active.longest_days > active.current_days
            ? ` Longest together: ${sharedStreakLength(active.longest_days)}.`
            : ''}
        </Text>
      ) : null}
    </Stack>
  );
}
