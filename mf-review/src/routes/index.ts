import type { RemoteRoutesFactory } from '@phrasebook/data';
import { registerRemoteTestGlobals } from './register-test-globals.ts';
import { reviewRoutes } from './review-routes.tsx';

/**
 * `mf_review/routes`: the daily review of a deck, /learn/:lang/review and its session
 * (DESIGN.md §2). Mounted by the shell on the first visit.
 */
const createReviewRoutes: RemoteRoutesFactory = ({ queryClient }) => {
  registerRemoteTestGlobals(queryClient);
  return { signedIn: reviewRoutes() };
};

export default createReviewRoutes;
