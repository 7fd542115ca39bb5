import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

/**
 * What the host (the shell, or a remote's standalone page) hands a remote's `./routes`
 * factory: the one QueryClient, and the error and pending UI every screen shares, so a
 * remote never draws its own (docs/architecture.md).
 */
export interface RemoteRoutesContext {
  /**
   * The one QueryClient, for screens' loaders. Asked for only by screens that have one, so a
   * signed-out screen does not wait for the data layer.
   */
  getQueryClient: () => Promise<QueryClient>;
  /**
   * What a signed-in screen waits for before its chunk loads: the host's providers. Their
   * design-system styles must come first in the cascade, or they would override the screen's
   * own (a remote mounted for a signed-out page first has not loaded them).
   */
  beforeSignedInScreen: () => Promise<unknown>;
  /** The route error element: what went wrong and a way out. */
  ErrorBoundary: ComponentType;
  /** Shown while a screen's data suspends after it has rendered. */
  Pending: ComponentType;
}

/** The `handle` of a remote's screen group: the host shows the build under its screens. */
export interface RemoteRouteHandle {
  remote: string;
  /** This build of the remote (PUBLIC_BUILD_LABEL); undefined when unset. */
  buildLabel: string | undefined;
}

export interface RemoteRoutes {
  /** Mounted under the signed-in guard and the app layout (paths relative to '/'). */
  signedIn?: RouteObject[];
  /** Mounted in the signed-out auth group next to /login (paths relative to '/'). */
  signedOut?: RouteObject[];
}

/** What every remote exposes as `./routes`; the shell calls it once, on the first visit. */
export type RemoteRoutesFactory = (context: RemoteRoutesContext) => RemoteRoutes;

export interface RemoteRoutesModule {
  default: RemoteRoutesFactory;
}
