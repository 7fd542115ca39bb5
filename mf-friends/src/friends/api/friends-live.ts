import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { chatKeys, friendKeys, useLiveCatchUp } from '@phrasebook/data';
import { FRIEND_REQUEST_ACCEPTED, acceptedMyInvitation, latestInstant } from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import type { Friendship } from '../../shared/api/friendship.ts';
import { fetchFriendActionsSince } from './friend-actions-since.ts';

/**
 * Relations update live for both people (docs/product.md §4): every action on a pair I belong
 * to (the `friend_action` broadcast) refetches the friend list (and the unread counts, which
 * count friends only). The inviter hears 'Friend request accepted' the moment the other person
 * accepts, once: also when a catch-up (docs/architecture.md, live views) finds it, if it came
 * since the page started (realtime starts once the page has settled). A catch-up reads the
 * actions after the newest one seen, and refetches the list if there is one.
 */
export function useFriendsLive(myUid: string): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: friendKeys.all });
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
  };
  const told = useRef(new Set<string>());
  const tellAccepted = (action: Record<string, unknown>) => {
    const { id, uid_by: by, uid_for: to, action_type: type } = action;
    if (typeof by !== 'string' || typeof to !== 'string' || typeof type !== 'string') return;
    if (told.current.has(String(id))) return;
    if (!acceptedMyInvitation({ uid_by: by, uid_for: to, action_type: type }, myUid)) return;
    told.current.add(String(id));
    toast.success(FRIEND_REQUEST_ACCEPTED);
  };
  useLiveCatchUp(myUid, {
    name: 'friends',
    events: ['friend_action'],
    onBroadcast: (action) => {
      refresh();
      tellAccepted(action);
    },
    fetchSince: (since) => fetchFriendActionsSince(myUid, since),
    merge: (actions) => {
      if (actions.length > 0) refresh();
      for (const action of actions) {
        if (Date.parse(action.created_at) >= performance.timeOrigin) tellAccepted(action);
      }
    },
    cursorOf: (action) => action.created_at,
    // The newest action the list shows (when each relation last changed).
    newestHeld: () =>
      latestInstant(
        (queryClient.getQueryData<Friendship[]>(friendKeys.list()) ?? []).map((f) => f.since),
      ),
  });
}
