import type { RemoteRoutesFactory } from '@phrasebook/data';
import { registerRemoteTestGlobals } from './register-test-globals.ts';
import { learnRoutes } from './learn-routes.tsx';

/**
 * `mf_learn/routes`: decks, phrases, library and requests under /learn (DESIGN.md §2). The
 * shell calls this once, on the first visit to /learn, and mounts the result in its router.
 */
const createLearnRoutes: RemoteRoutesFactory = ({ queryClient }) => {
  registerRemoteTestGlobals(queryClient);
  return { signedIn: learnRoutes() };
};

export default createLearnRoutes;
