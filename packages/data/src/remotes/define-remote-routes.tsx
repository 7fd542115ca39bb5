import { Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { getSupabase } from '../client/supabase-client.ts';
import { queryClient as sharedQueryClient } from '../client/query-client.ts';
import type { RemoteRoutesContext, RemoteRoutesFactory } from './remote-contract.ts';
import type { ScreenModule } from './screen-module.ts';
import { registerTestGlobals } from './test-globals.ts';

/** The `handle` of a remote's screen group: the host shows the build under its screens. */
export interface RemoteRouteHandle {
  remote: string;
  /** This build of the remote (PUBLIC_BUILD_LABEL); undefined when unset. */
  buildLabel: string | undefined;
}

/** A route of a remote: a path and the screen file behind it, loaded as its own chunk. */
export interface ScreenRoute {
  path?: string;
  index?: boolean;
  /** `() => import('./feature/routes/x-page.tsx')`: one lazy chunk per screen. */
  screen?: () => Promise<ScreenModule>;
  children?: ScreenRoute[];
}

export interface RemoteDefinition {
  /** Federation name, e.g. 'mf_learn'. */
  name: string;
  /**
   * Any hook of this remote's React (`useState`): browser tests check the page holds one
   * React, and only the remote's own import can tell.
   */
  react: unknown;
  /** `process.env.PUBLIC_BUILD_LABEL` of this build; empty when unset. */
  buildLabel?: string;
  signedIn?: ScreenRoute[];
  signedOut?: ScreenRoute[];
}

function toRouteObject(route: ScreenRoute, context: RemoteRoutesContext): RouteObject {
  const { screen } = route;
  const children = route.children?.map((child) => toRouteObject(child, context));
  const lazy = screen
    ? async () => {
        const module = await screen();
        return { Component: module.default, loader: module.loader?.(context.queryClient) };
      }
    : undefined;
  if (route.index) return { index: true, lazy };
  return { path: route.path, lazy, children };
}

/** A remote's screens under one pathless route with the host's error and pending UI. */
function screenGroup(
  id: string,
  routes: ScreenRoute[] | undefined,
  context: RemoteRoutesContext,
  handle: RemoteRouteHandle,
): RouteObject[] | undefined {
  if (!routes?.length) return undefined;
  const { ErrorBoundary, Pending } = context;
  return [
    {
      id,
      handle,
      ErrorBoundary,
      element: <PendingOutlet Pending={Pending} />,
      children: routes.map((route) => toRouteObject(route, context)),
    },
  ];
}

function PendingOutlet({ Pending }: { Pending: ComponentType }) {
  return (
    <Suspense fallback={<Pending />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * Builds a remote's `./routes` factory from its screen files (docs/architecture.md): each
 * screen is a lazy chunk with its loader, and every screen shares the host's error element
 * and pending UI.
 */
export function defineRemoteRoutes(definition: RemoteDefinition): RemoteRoutesFactory {
  return (context) => {
    const supabase = getSupabase();
    for (const queryClient of [sharedQueryClient, context.queryClient]) {
      registerTestGlobals(definition.name, { react: definition.react, queryClient, supabase });
    }
    const handle = { remote: definition.name, buildLabel: definition.buildLabel || undefined };
    return {
      signedIn: screenGroup(`${definition.name}:signed-in`, definition.signedIn, context, handle),
      signedOut: screenGroup(
        `${definition.name}:signed-out`,
        definition.signedOut,
        context,
        handle,
      ),
    };
  };
}
