import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

/**
 * What every remote exposes as `./routes`: a factory the shell calls once, on the first
 * visit to the remote's area, and whose route objects it mounts in its single router.
 */
export interface RemoteRoutesContext {
  queryClient: QueryClient;
}

export interface RemoteRoutes {
  /** Mounted under the signed-in guard and the app layout (paths relative to '/'). */
  signedIn?: RouteObject[];
  /** Mounted in the signed-out auth group next to /login (paths relative to '/'). */
  signedOut?: RouteObject[];
}

export type RemoteRoutesFactory = (context: RemoteRoutesContext) => RemoteRoutes;

export interface RemoteRoutesModule {
  default: RemoteRoutesFactory;
}
