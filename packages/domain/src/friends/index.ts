export { friendActionTypes, friendRelation, orderedUidPair, otherUid } from './friend-relation.ts';
export type { FriendActionType, FriendRelation, FriendSummaryStatus } from './friend-relation.ts';
export {
  FRIEND_ACTION_FAILED,
  FRIEND_REQUEST_ACCEPTED,
  acceptedMyInvitation,
  friendActionNeedsConfirmation,
  friendActionRow,
  friendActionToasts,
  friendActionsFor,
  overtakenBy,
} from './friend-actions.ts';
export type { FriendActionEvent } from './friend-actions.ts';
export { groupFriendships, languagesKnownOf } from './friend-groups.ts';
export type { FriendGroups, RelationEntry } from './friend-groups.ts';
export { acceptInvitePath, friendSearchPath, invitePath } from './invite-links.ts';
export {
  friendStreakNoticeText,
  friendStreakNoticesDue,
  sharedStreakLength,
} from './friend-streak-notice.ts';
export type { FriendStreakNoticeRow } from './friend-streak-notice.ts';
