/** Friend actions a user can take (docs/product.md §3; the backend may know more). */
export const friendActionTypes = ['invite', 'accept', 'decline', 'cancel', 'remove'] as const;
export type FriendActionType = (typeof friendActionTypes)[number];

/** The fields of friend_summary that decide how a relation reads (docs/product.md §3). */
export interface FriendSummaryStatus {
  uid_less: string;
  uid_more: string;
  status: 'friends' | 'pending' | string;
  most_recent_uid_by: string | null;
}

/** How a relation reads from one side (docs/product.md §4). */
export type FriendRelation = 'friends' | 'invited' | 'invitation' | 'none';

/**
 * A pending relation is 'invited' when I made the latest move and an
 * 'invitation' when the other user did; 'none' covers no row or any other status.
 */
export function friendRelation(
  summary: FriendSummaryStatus | null | undefined,
  myUid: string,
): FriendRelation {
  if (!summary) return 'none';
  if (summary.status === 'friends') return 'friends';
  if (summary.status !== 'pending') return 'none';
  return summary.most_recent_uid_by === myUid ? 'invited' : 'invitation';
}

/** The two user ids in the order friend tables store them (docs/product.md §7: uid_less, uid_more). */
export function orderedUidPair(a: string, b: string): { uid_less: string; uid_more: string } {
  if (a === b) throw new RangeError('A friend relation needs two different users');
  return a < b ? { uid_less: a, uid_more: b } : { uid_less: b, uid_more: a };
}

/** The other user of a relation, seen from `myUid`. */
export function otherUid(
  summary: Pick<FriendSummaryStatus, 'uid_less' | 'uid_more'>,
  myUid: string,
): string {
  return summary.uid_less === myUid ? summary.uid_more : summary.uid_less;
}
