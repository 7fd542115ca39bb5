import { queryOptions } from '@tanstack/react-query';
import { friendStreakKeys, getSupabase, type Database } from '@phrasebook/data';

/** One of my shared streaks, invited or running, as friend_streaks() reads it. */
export type FriendStreak = Database['public']['Functions']['friend_streaks']['Returns'][number];

/**
 * docs/product.md "Friend streaks": my invitations and running shared streaks with the days
 * counted by the database; every friends screen reads this one call.
 */
export function friendStreaksQuery() {
  return queryOptions({
    queryKey: friendStreakKeys.list(),
    queryFn: async (): Promise<FriendStreak[]> => {
      const { data, error } = await getSupabase().rpc('friend_streaks');
      if (error) throw error;
      return data;
    },
  });
}

/** My streak with `friendUid`, invited or running, if there is one. */
export function streakWith(
  streaks: readonly FriendStreak[] | undefined,
  friendUid: string,
): FriendStreak | undefined {
  return streaks?.find((streak) => streak.friend_uid === friendUid);
}
