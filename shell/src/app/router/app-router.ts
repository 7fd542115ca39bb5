import { createBrowserRouter } from 'react-router';
import { prefetchLinkedAreas } from '../federation/prefetch-area.ts';
import { setRoutePatcher } from '../federation/route-patcher.ts';
import { shellRoutes } from './shell-routes.tsx';
import { discoverRemoteRoutes } from './discover-remote-routes.ts';

/**
 * The app's single data router: the shell's routes plus each remote's, mounted on first visit
 * or when a link into their area is hovered or focused.
 */
export function createAppRouter() {
  const router = createBrowserRouter(shellRoutes, {
    patchRoutesOnNavigation: discoverRemoteRoutes,
  });
  setRoutePatcher((routeId, children) => router.patchRoutes(routeId, children));
  prefetchLinkedAreas(router);
  return router;
}
