import { createBrowserRouter } from 'react-router';
import { setRoutePatcher } from '../federation/route-patcher.ts';
import { shellRoutes } from './shell-routes.tsx';
import { discoverRemoteRoutes } from './discover-remote-routes.ts';
import { preloadOnFirstIntent } from './preload-on-first-intent.ts';

/**
 * The app's single data router: the shell's routes plus each remote's, mounted on first visit
 * (or on the first intent to visit).
 */
export function createAppRouter() {
  const router = createBrowserRouter(shellRoutes, {
    patchRoutesOnNavigation: discoverRemoteRoutes,
  });
  setRoutePatcher((routeId, children) => router.patchRoutes(routeId, children));
  preloadOnFirstIntent(router);
  return router;
}
