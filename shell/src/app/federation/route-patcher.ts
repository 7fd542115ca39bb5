import type { RouteObject } from 'react-router';

/** React Router's patch function: adds child routes under the route with this id. */
export type PatchRoutes = (routeId: string | null, children: RouteObject[]) => void;

let patcher: PatchRoutes | undefined;

/** The router registers its `patchRoutes` here, for patches made outside a navigation. */
export function setRoutePatcher(patch: PatchRoutes): void {
  patcher = patch;
}

export function getRoutePatcher(): PatchRoutes {
  if (!patcher) throw new Error('The router has not been created yet');
  return patcher;
}
