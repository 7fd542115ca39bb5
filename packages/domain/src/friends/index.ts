export { friendActionTypes, friendRelation, orderedUidPair, otherUid } from './friend-relation.ts';
export type { FriendActionType, FriendRelation, FriendSummaryStatus } from './friend-relation.ts';
