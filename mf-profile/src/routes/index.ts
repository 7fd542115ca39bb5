import type { RemoteRoutesFactory } from '@phrasebook/data';
import { registerRemoteTestGlobals } from './register-test-globals.ts';
import { profileRoutes } from './profile-routes.tsx';

/** `mf_profile/routes`: /profile and its sub-screens, and /getting-started (DESIGN.md §2). */
const createProfileRoutes: RemoteRoutesFactory = ({ queryClient }) => {
  registerRemoteTestGlobals(queryClient);
  return { signedIn: profileRoutes() };
};

export default createProfileRoutes;
