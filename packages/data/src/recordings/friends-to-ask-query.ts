import { queryOptions } from '@tanstack/react-query';
import { friendKeys, getSupabase } from '@phrasebook/data';
import { languagesKnownOf } from '@phrasebook/domain';

/** A friend as the recording features need them: who, and the languages they know. */
export interface FriendToAsk {
  uid: string;
  username: string;
  languagesKnown: { lang: string; level: string }[];
}

const columns = `uid_less, uid_more,
  less:public_profile_plus!uid_less(uid, username, languages_known),
  more:public_profile_plus!uid_more(uid, username, languages_known)`;

/** My friends (accepted, not pending), for "Ask … to record this" and review's best recording. */
export function friendsToAskQuery(myUid: string) {
  return queryOptions({
    queryKey: friendKeys.accepted(myUid),
    queryFn: async (): Promise<FriendToAsk[]> => {
      const { data, error } = await getSupabase()
        .from('friend_summary')
        .select(columns)
        .eq('status', 'friends')
        .or(`uid_less.eq.${myUid},uid_more.eq.${myUid}`);
      if (error) throw error;
      return data.flatMap((row) => {
        const profile = row.uid_less === myUid ? row.more : row.less;
        if (!profile?.uid) return [];
        return [
          {
            uid: profile.uid,
            username: profile.username ?? '',
            languagesKnown: languagesKnownOf(profile.languages_known),
          },
        ];
      });
    },
  });
}
