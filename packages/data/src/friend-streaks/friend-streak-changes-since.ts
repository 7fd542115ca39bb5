import { getSupabase } from '@phrasebook/data';
import { latestInstant } from '@phrasebook/domain';

/** When a friend_streak row last changed: its invitation, acceptance or end. */
export interface FriendStreakChange {
  id: string;
  created_at: string;
  accepted_at: string | null;
  ended_at: string | null;
}

export const changedAt = (row: FriendStreakChange) =>
  latestInstant([row.created_at, row.accepted_at, row.ended_at]);

/**
 * My shared streaks changed after `since` (only their times: any one means the list changed);
 * with no `since`, the newest one, which sets the cursor. Whose they are is RLS's to say.
 */
export async function fetchFriendStreakChangesSince(
  since: string | null,
): Promise<FriendStreakChange[]> {
  const query = getSupabase().from('friend_streak').select('id, created_at, accepted_at, ended_at');
  const { data, error } = await (since === null
    ? query.order('created_at', { ascending: false }).limit(1)
    : query.or(`created_at.gt.${since},accepted_at.gt.${since},ended_at.gt.${since}`));
  if (error) throw error;
  return data;
}
