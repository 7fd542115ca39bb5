import type { RemoteRoutesFactory } from '@phrasebook/data';
import { registerRemoteTestGlobals } from './register-test-globals.ts';
import { friendsRoutes, findAFriendRoutes } from './friends-routes.tsx';

/**
 * `mf_friends/routes`: /friends and everything under it and /accept-invite (signed in), plus
 * /find-a-friend in the signed-out auth group (DESIGN.md §2).
 */
const createFriendsRoutes: RemoteRoutesFactory = ({ queryClient }) => {
  registerRemoteTestGlobals(queryClient);
  return { signedIn: friendsRoutes(), signedOut: findAFriendRoutes() };
};

export default createFriendsRoutes;
