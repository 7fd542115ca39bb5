import { getSupabase } from '@phrasebook/data';

/**
 * The actions on my pairs written after `since` (any one means the friend list changed; an
 * accepted invitation of mine is also told); with no `since`, the newest one, which sets the
 * cursor.
 */
export async function fetchFriendActionsSince(myUid: string, since: string | null) {
  const query = getSupabase()
    .from('friend_request_action')
    .select('id, created_at, uid_by, uid_for, action_type')
    .or(`uid_less.eq.${myUid},uid_more.eq.${myUid}`);
  const { data, error } = await (since === null
    ? query.order('created_at', { ascending: false }).limit(1)
    : query.gt('created_at', since).order('created_at', { ascending: true }));
  if (error) throw error;
  return data;
}
