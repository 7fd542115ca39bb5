import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chatKeys,
  friendKeys,
  friendStreakKeys,
  getSupabase,
  logUnexpected,
} from '@phrasebook/data';
import {
  FRIEND_ACTION_FAILED,
  friendActionRow,
  friendActionToasts,
  overtakenBy,
  type FriendActionType,
} from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import { friendsQuery } from '../../shared/api/friends-query.ts';

export interface FriendActionInput {
  myUid: string;
  /** The other person. */
  uid: string;
  /** Their name, for a refusal that says what they did first. */
  username: string;
  action: FriendActionType;
}

/** The database's reason for refusing, or the error's own message. */
export function refusalReason(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return String(error);
}

/**
 * docs/product.md §7 "Friend action": one row in the action log; the database's transition
 * trigger refuses illegal steps (and records an invite to someone who invited me as an
 * accept). Success and refusal are both toasted (§8); the friend list, unread counts and
 * shared streaks, which a relation change affects, are refetched.
 */
export function useFriendActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ myUid, uid, action }: FriendActionInput) => {
      const { data, error } = await getSupabase()
        .from('friend_request_action')
        .insert(friendActionRow(myUid, uid, action))
        .select('action_type')
        .single();
      if (error) throw error;
      return data.action_type as FriendActionType;
    },
    onSuccess: async (recorded) => {
      toast.success(friendActionToasts[recorded]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: friendKeys.all }),
        queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
        // Ending a friendship ends its shared streak.
        queryClient.invalidateQueries({ queryKey: friendStreakKeys.all }),
      ]);
    },
    onError: async (error, input) => {
      // Refusals by the transition rules (P0001) are expected; anything else is a bug to log.
      if ((error as { code?: unknown }).code !== 'P0001') {
        toast.error(refusalReason(error), { title: FRIEND_ACTION_FAILED });
        logUnexpected('friend-action', error, input);
        return;
      }
      // The other person may have acted first, their live news not here yet: the screens
      // show the relation as it is now, and the refusal says what happened.
      const friends = await queryClient
        .fetchQuery({ ...friendsQuery(input.myUid), staleTime: 0 })
        .catch(() => null);
      const now = friends && (friends.find((f) => f.uid === input.uid)?.relation ?? 'none');
      const overtaken = now && overtakenBy(input.action, now, input.username);
      toast.error(overtaken ? `${refusalReason(error)}: ${overtaken}.` : refusalReason(error), {
        title: FRIEND_ACTION_FAILED,
      });
      await queryClient.invalidateQueries({ queryKey: [...friendKeys.all, 'accepted'] });
    },
  });
}
