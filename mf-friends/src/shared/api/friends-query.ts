import { queryOptions } from '@tanstack/react-query';
import { friendRelation, languagesKnownOf, otherUid } from '@phrasebook/domain';
import { friendKeys, getSupabase } from '@phrasebook/data';
import type { Friendship } from './friendship.ts';

const profileColumns = 'uid, username, avatar_path, languages_known';

/**
 * docs/product.md §7 "Friends": friend_summary with both profiles (with the languages they
 * know), where I am uid_less or uid_more.
 */
const friendSummaryColumns = `uid_less, uid_more, status, most_recent_created_at, most_recent_uid_by,
  less:public_profile_plus!uid_less(${profileColumns}),
  more:public_profile_plus!uid_more(${profileColumns})`;

/**
 * My friends and pending invitations both ways, each as the other person with how the
 * relation reads from my side. The chat list, the friend screens and the share picker all
 * read this one list.
 */
export function friendsQuery(myUid: string) {
  // Per user already: every key under userScope is dropped when who is signed in changes.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: friendKeys.list(),
    queryFn: async (): Promise<Friendship[]> => {
      const { data, error } = await getSupabase()
        .from('friend_summary')
        .select(friendSummaryColumns)
        .or(`uid_less.eq.${myUid},uid_more.eq.${myUid}`);
      if (error) throw error;
      return data.flatMap((row): Friendship[] => {
        if (!row.uid_less || !row.uid_more || !row.status) return [];
        const summary = {
          uid_less: row.uid_less,
          uid_more: row.uid_more,
          status: row.status,
          most_recent_uid_by: row.most_recent_uid_by,
        };
        const relation = friendRelation(summary, myUid);
        const uid = otherUid(summary, myUid);
        const profile = uid === row.uid_less ? row.less : row.more;
        if (relation === 'none' || !profile) return [];
        return [
          {
            uid,
            username: profile.username ?? '',
            avatar_path: profile.avatar_path,
            languages_known: languagesKnownOf(profile.languages_known),
            relation,
            since: row.most_recent_created_at ?? new Date(0).toISOString(),
          },
        ];
      });
    },
  });
}
