import { useQueryClient } from '@tanstack/react-query';
import { chatKeys, friendKeys, useRealtimeChanges } from '@phrasebook/data';
import {
  FRIEND_REQUEST_ACCEPTED,
  acceptedMyInvitation,
  type FriendActionEvent,
} from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';

/**
 * Relations update live for both people (docs/product.md §4): every action on a pair I belong
 * to refetches the friend list (and the unread counts, which count friends only). The
 * inviter hears 'Friend request accepted' the moment the other person accepts.
 */
export function useFriendsLive(myUid: string): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: friendKeys.all });
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
  };
  useRealtimeChanges(
    `friends:${myUid}`,
    [
      { table: 'friend_request_action', event: 'INSERT', filter: `uid_less=eq.${myUid}` },
      { table: 'friend_request_action', event: 'INSERT', filter: `uid_more=eq.${myUid}` },
    ],
    {
      onChange: (payload) => {
        refresh();
        const action = payload.new as Partial<FriendActionEvent>;
        if (
          typeof action.uid_by === 'string' &&
          typeof action.uid_for === 'string' &&
          typeof action.action_type === 'string' &&
          acceptedMyInvitation(action as FriendActionEvent, myUid)
        ) {
          toast.success(FRIEND_REQUEST_ACCEPTED);
        }
      },
      onSubscribed: refresh,
    },
  );
}
