import { describe, expect, it } from 'vitest';
import {
  acceptedMyInvitation,
  friendActionNeedsConfirmation,
  friendActionRow,
  friendActionsFor,
  friendActionToasts,
  overtakenBy,
} from './friend-actions.ts';

const me = '2b6f0c1e-0000-4000-8000-000000000002';
const them = '1a5e0b0d-0000-4000-8000-000000000001';

describe('friend actions', () => {
  it('offers the one fitting action for each relation (both answers to an invitation)', () => {
    expect(friendActionsFor('none')).toEqual(['invite']);
    expect(friendActionsFor('invitation')).toEqual(['accept', 'decline']);
    expect(friendActionsFor('invited')).toEqual(['cancel']);
    expect(friendActionsFor('friends')).toEqual(['remove']);
  });

  it('asks before undoing, not before inviting or accepting', () => {
    expect(
      ['invite', 'accept', 'decline', 'cancel', 'remove'].map((a) =>
        friendActionNeedsConfirmation(a as never),
      ),
    ).toEqual([false, false, true, true, true]);
  });

  it("uses the spec's success toasts", () => {
    expect(friendActionToasts).toEqual({
      invite: 'Friend request sent',
      accept: 'You are now connected',
      decline: 'Declined this invitation',
      cancel: 'Cancelled this invitation',
      remove: 'You are no longer friends',
    });
  });

  it('records an action with the pair sorted and me as its author', () => {
    expect(friendActionRow(me, them, 'invite')).toEqual({
      uid_less: them,
      uid_more: me,
      uid_by: me,
      uid_for: them,
      action_type: 'invite',
    });
  });

  it('recognises the acceptance of my invitation, not my own acceptance', () => {
    expect(acceptedMyInvitation({ uid_by: them, uid_for: me, action_type: 'accept' }, me)).toBe(
      true,
    );
    expect(acceptedMyInvitation({ uid_by: me, uid_for: them, action_type: 'accept' }, me)).toBe(
      false,
    );
    expect(acceptedMyInvitation({ uid_by: them, uid_for: me, action_type: 'invite' }, me)).toBe(
      false,
    );
  });

  it('says what the other person did first when that made the action refused', () => {
    expect(overtakenBy('cancel', 'friends', 'ben')).toBe(
      'ben accepted it first, so you are friends now',
    );
    expect(overtakenBy('cancel', 'none', 'ben')).toBe('ben declined it first');
    expect(overtakenBy('accept', 'none', 'ben')).toBe('ben withdrew it first');
    expect(overtakenBy('decline', 'none', 'ben')).toBe('ben withdrew it first');
    expect(overtakenBy('remove', 'none', 'ben')).toBe('ben ended the friendship first');
    // Refused for another reason: the relation is as the screen showed it.
    expect(overtakenBy('cancel', 'invited', 'ben')).toBeNull();
    expect(overtakenBy('invite', 'friends', 'ben')).toBeNull();
  });
});
