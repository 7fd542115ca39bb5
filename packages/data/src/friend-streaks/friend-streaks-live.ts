import { useQueryClient } from '@tanstack/react-query';
import { friendStreakKeys, useLiveCatchUp } from '@phrasebook/data';
import type { FriendStreak } from '@phrasebook/data/friend-streaks';
import { latestInstant } from '@phrasebook/domain';
import { changedAt, fetchFriendStreakChangesSince } from './friend-streak-changes-since.ts';

/**
 * Shared streaks stay live on every friends screen (docs/product.md §4 "Progress and streaks"):
 * any change to one of mine (the `friend_streak` broadcast: invited, answered, cancelled,
 * ended, by me on another device or by the friend) reads them again, whether or not I muted
 * their notifications. A catch-up (docs/architecture.md, live views) reads only whether one
 * changed after the newest change seen.
 */
export function useFriendStreaksLive(myUid: string): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: friendStreakKeys.all });
  useLiveCatchUp(myUid, {
    name: 'friend-streaks',
    events: ['friend_streak'],
    onBroadcast: refresh,
    fetchSince: fetchFriendStreakChangesSince,
    merge: (changes) => {
      if (changes.length > 0) refresh();
    },
    cursorOf: changedAt,
    newestHeld: () =>
      latestInstant(
        (queryClient.getQueryData<FriendStreak[]>(friendStreakKeys.list()) ?? []).flatMap(
          (streak) => [streak.created_at, streak.accepted_at],
        ),
      ),
  });
}
