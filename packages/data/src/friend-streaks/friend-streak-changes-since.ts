import { latestInstant } from '@phrasebook/domain';
import { getSupabase } from '@phrasebook/data';
import type { FriendStreak } from './friend-streaks-query.ts';

/** A friend_streak row as far as a change to it goes: its status, and when it last changed. */
export interface FriendStreakChange {
  id: string;
  status: string;
  created_at: string;
  accepted_at: string | null;
  ended_at: string | null;
}

const isOpen = (status: string) => status === 'invited' || status === 'active';

export const changedAt = (row: FriendStreakChange) =>
  latestInstant([row.created_at, row.accepted_at, row.ended_at]);

/**
 * Whether `held` (friend_streaks(): the invited and running ones) no longer matches these rows:
 * an open one missing or shown with another status, or a closed one still shown. Exact, so a
 * catch-up that reads rows the list already reflects reads nothing again.
 */
export function heldStreaksDiffer(
  held: readonly FriendStreak[],
  changes: readonly Pick<FriendStreakChange, 'id' | 'status'>[],
): boolean {
  return changes.some((row) => {
    const shown = held.find((streak) => streak.id === row.id);
    return isOpen(row.status) ? shown?.status !== row.status : shown !== undefined;
  });
}

/**
 * My shared streaks changed after `since` (RLS keeps them mine); with no `since`, the newest
 * one, which sets the cursor.
 */
export async function fetchFriendStreakChangesSince(
  since: string | null,
): Promise<FriendStreakChange[]> {
  const query = getSupabase()
    .from('friend_streak')
    .select('id, status, created_at, accepted_at, ended_at');
  const { data, error } = await (since === null
    ? query.order('created_at', { ascending: false }).limit(1)
    : query.or(`created_at.gt.${since},accepted_at.gt.${since},ended_at.gt.${since}`));
  if (error) throw error;
  return data;
}
