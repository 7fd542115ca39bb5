import { useQueryClient } from '@tanstack/react-query';
import { latestInstant } from '@phrasebook/domain';
import { friendStreakKeys, progressKeys, useLiveCatchUp } from '@phrasebook/data';
import {
  changedAt,
  fetchFriendStreakChangesSince,
  heldStreaksDiffer,
} from './friend-streak-changes-since.ts';
import type { FriendStreak } from './friend-streaks-query.ts';

/**
 * Keeps my shared streaks live where they are shown (docs/product.md §4 "Progress and
 * streaks"): a change to one of them (the `friend_streak` broadcast: invited, answered,
 * cancelled, ended, by the friend or by me on another device), or one a catch-up finds
 * (docs/architecture.md, live views), that the held list does not show reads them again, with
 * the streak summary that counts them; notifications muted or not. Read again even where no
 * screen shows them now: the app does not refetch on mount (docs/product.md §9).
 */
export function useFriendStreaksLive(myUid: string): void {
  const queryClient = useQueryClient();
  const held = () => queryClient.getQueryData<FriendStreak[]>(friendStreakKeys.list());
  const refreshIfChanged = (changes: Parameters<typeof heldStreaksDiffer>[1]) => {
    const list = held();
    if (!list || !heldStreaksDiffer(list, changes)) return;
    for (const queryKey of [friendStreakKeys.all, progressKeys.streak(null)])
      void queryClient.invalidateQueries({ queryKey, refetchType: 'all' });
  };
  useLiveCatchUp(myUid, {
    name: 'friend-streaks',
    events: ['friend_streak'],
    onBroadcast: ({ id, status }) => {
      if (typeof id === 'string' && typeof status === 'string') refreshIfChanged([{ id, status }]);
    },
    fetchSince: fetchFriendStreakChangesSince,
    merge: refreshIfChanged,
    cursorOf: changedAt,
    newestHeld: () =>
      latestInstant((held() ?? []).flatMap((streak) => [streak.created_at, streak.accepted_at])),
  });
}
