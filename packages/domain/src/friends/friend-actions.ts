import type { FriendActionType, FriendRelation } from './friend-relation.ts';
import { orderedUidPair } from './friend-relation.ts';

/** docs/product.md §8: shown with the reason whenever a friend action is refused. */
export const FRIEND_ACTION_FAILED = 'Something went wrong with this interaction';

/** Shown to the inviter when the other person accepts (live, on their screen). */
export const FRIEND_REQUEST_ACCEPTED = 'Friend request accepted';

/**
 * The toast after each action succeeds (docs/product.md §8 for invite, decline, cancel and
 * remove; the accepter's 'You are now connected' is ours).
 */
export const friendActionToasts: Record<FriendActionType, string> = {
  invite: 'Friend request sent',
  accept: 'You are now connected',
  decline: 'Declined this invitation',
  cancel: 'Cancelled this invitation',
  remove: 'You are no longer friends',
};

/**
 * What I can do about a relation (docs/product.md §4): invite someone I am not connected
 * with, answer their invitation, withdraw mine, or end a friendship.
 */
export function friendActionsFor(relation: FriendRelation): FriendActionType[] {
  switch (relation) {
    case 'none':
      return ['invite'];
    case 'invitation':
      return ['accept', 'decline'];
    case 'invited':
      return ['cancel'];
    case 'friends':
      return ['remove'];
  }
}

/**
 * Why an action was refused when the other person acted first: what the relation became says
 * so. Null when the refusal has another reason.
 */
export function overtakenBy(action: FriendActionType, now: FriendRelation, name: string) {
  if (action === 'cancel' && now === 'friends')
    return `${name} accepted it first, so you are friends now`;
  if (action === 'cancel' && now === 'none') return `${name} declined it first`;
  if ((action === 'accept' || action === 'decline') && now === 'none')
    return `${name} withdrew it first`;
  if (action === 'remove' && now === 'none') return `${name} ended the friendship first`;
  return null;
}

/** Actions that undo something and so ask first: decline, cancel and remove. */
export function friendActionNeedsConfirmation(action: FriendActionType): boolean {
  return action === 'decline' || action === 'cancel' || action === 'remove';
}

/** The friend_request_action row that records `me` doing `action` towards `other` (§7). */
export function friendActionRow(me: string, other: string, action: FriendActionType) {
  return { ...orderedUidPair(me, other), uid_by: me, uid_for: other, action_type: action };
}

/** The fields of a friend_request_action row that say who did what to whom. */
export interface FriendActionEvent {
  uid_by: string;
  uid_for: string;
  action_type: string;
}

/**
 * True when the other person just accepted my invitation (an invite sent to someone who had
 * already invited me is recorded as an accept too).
 */
export function acceptedMyInvitation(event: FriendActionEvent, myUid: string): boolean {
  return event.action_type === 'accept' && event.uid_for === myUid;
}
