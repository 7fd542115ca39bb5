import { useMutation, useQueryClient } from '@tanstack/react-query';
import { friendStreakKeys, getSupabase } from '@phrasebook/data';
import { toast } from '@phrasebook/ui';

/** What I can do about a shared streak. */
export type FriendStreakAction =
  | { kind: 'invite'; friendUid: string }
  | { kind: 'accept' | 'decline' | 'cancel' | 'end'; streakId: string };

const succeeded: Record<FriendStreakAction['kind'], string> = {
  invite: 'Invitation to a shared streak sent',
  accept: 'Shared streak started',
  decline: 'Invitation to a shared streak declined',
  cancel: 'Invitation to a shared streak cancelled',
  end: 'Shared streak ended',
};

const failed: Record<FriendStreakAction['kind'], string> = {
  invite: 'Could not invite to a shared streak',
  accept: 'Could not accept the shared streak',
  decline: 'Could not decline the shared streak',
  cancel: 'Could not cancel the invitation',
  end: 'Could not end the shared streak',
};

async function run(action: FriendStreakAction) {
  const { error } =
    action.kind === 'invite'
      ? await getSupabase().rpc('invite_friend_streak', { friend_uid: action.friendUid })
      : action.kind === 'end'
        ? await getSupabase().rpc('end_friend_streak', { streak_id: action.streakId })
        : action.kind === 'cancel'
          ? await getSupabase().rpc('cancel_friend_streak', { streak_id: action.streakId })
          : await getSupabase().rpc('answer_friend_streak', {
              streak_id: action.streakId,
              accept: action.kind === 'accept',
            });
  if (error) throw error;
}

/**
 * Invite, accept, decline, cancel (my invitation) or end a shared streak through the database's functions, which hold
 * every rule (friends only, at most 5, no repeated invitations); a refusal is shown with the
 * database's own words. The list is read again either way, since a refusal often means it
 * changed elsewhere (the friend answered, the friendship ended).
 */
export function useFriendStreakAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_data, action) => {
      toast.success(succeeded[action.kind]);
    },
    onError: (error, action) => {
      toast.error(error.message, { title: failed[action.kind] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendStreakKeys.all }),
  });
}
