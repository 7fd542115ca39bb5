// `@phrasebook/platform/remote-routes`, bundled into each remote rather than shared: it imports
// only React, the router and types, so a remote's `./routes` (and a signed-out screen behind
// it) loads without the data layer. Anything stateful comes from the host or from the shared
// `@phrasebook/data`, imported by name so the page's one copy answers. Its React is the
// remote's own (this file is bundled with the remote), which is what the browser tests check.
import { Suspense, useState } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import type {
  RemoteRouteHandle,
  RemoteRoutesContext,
  RemoteRoutesFactory,
} from './remote-contract.ts';
import type { ScreenModule } from './screen-module.ts';
import { registerTestGlobals } from './test-globals.ts';

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
  /** `process.env.PUBLIC_BUILD_LABEL` of this build; empty when unset. */
  buildLabel?: string;
  signedIn?: ScreenRoute[];
  signedOut?: ScreenRoute[];
}

/**
 * A screen's chunks that index.html preloaded while the remote was down fail once more, each,
 * for the first request that asks for them (scripts/lib/page-hints.mjs): the import rejects at
 * the first of its script and stylesheet, so it is tried again up to twice; by then each has
 * asked the network.
 */
function retriedAfterPreload(
  screen: () => Promise<ScreenModule>,
  retries = 2,
): () => Promise<ScreenModule> {
  return () =>
    screen().catch((error: unknown) =>
      retries > 0 && isChunkLoadFailure(error)
        ? retriedAfterPreload(screen, retries - 1)()
        : Promise.reject(error),
    );
}

/** A script chunk's failure (ChunkLoadError) or a stylesheet chunk's (its own code). */
function isChunkLoadFailure(error: unknown): boolean {
  const failure = error as { name?: unknown; code?: unknown } | null;
  return failure?.name === 'ChunkLoadError' || failure?.code === 'CSS_CHUNK_LOAD_FAILED';
}

function toRouteObject(
  route: ScreenRoute,
  context: RemoteRoutesContext,
  beforeScreen: () => Promise<unknown>,
): RouteObject {
  const screen = route.screen && retriedAfterPreload(route.screen);
  const children = route.children?.map((child) => toRouteObject(child, context, beforeScreen));
  // React Router's object form of `lazy`: the loader starts as soon as the screen's module is
  // there, not after the providers that only the component needs. Only a screen with a loader
  // asks for the QueryClient, so a signed-out screen does not wait for the data layer.
  const lazy = screen
    ? {
        loader: async () => {
          const module = await screen();
          return module.loader?.(await context.getQueryClient());
        },
        Component: async () => {
          // Started first, so the providers' styles come first in the cascade; the screen's
          // code downloads meanwhile instead of after them.
          const before = beforeScreen();
          const [, module] = await Promise.all([before, screen()]);
          return module.default;
        },
      }
    : undefined;
  if (route.index) return { index: true, lazy };
  return { path: route.path, lazy, children };
}

/**
 * Builds a remote's `./routes` factory from its screen files (docs/architecture.md): each
 * screen is a lazy chunk with its loader, and every screen shares the host's error element
 * and pending UI. Signed-out screens load nothing else; a signed-in one first waits for the
 * host's providers and records, for the browser tests, the singletons this remote ends up with
 * through its own import of the shared `@phrasebook/data`.
 */
export function defineRemoteRoutes(definition: RemoteDefinition): RemoteRoutesFactory {
  return (context) => {
    let registered: Promise<void> | undefined;
    const registerSingletons = () =>
      (registered ??= Promise.all([import('@phrasebook/data'), context.getQueryClient()]).then(
        ([data, hostQueryClient]) => {
          for (const queryClient of [data.queryClient, hostQueryClient]) {
            registerTestGlobals(data.getRuntimeConfig(), definition.name, {
              react: useState,
              queryClient,
              supabase: data.getSupabase(),
            });
          }
        },
        (error: unknown) => {
          // The next screen tries again, as the shell's loadData does.
          registered = undefined;
          throw error;
        },
      ));
    const handle: RemoteRouteHandle = {
      remote: definition.name,
      buildLabel: definition.buildLabel || undefined,
    };
    const { ErrorBoundary, Pending } = context;
    // A remote's screens under one pathless route with the host's error and pending UI.
    const group = (
      name: string,
      routes: ScreenRoute[] | undefined,
      beforeScreen: () => Promise<unknown>,
    ): RouteObject[] | undefined =>
      routes?.length
        ? [
            {
              id: `${definition.name}:${name}`,
              handle,
              ErrorBoundary,
              element: (
                <Suspense fallback={<Pending />}>
                  <Outlet />
                </Suspense>
              ),
              children: routes.map((route) => toRouteObject(route, context, beforeScreen)),
            },
          ]
        : undefined;
    return {
      signedIn: group('signed-in', definition.signedIn, () =>
        context.beforeSignedInScreen().then(registerSingletons),
      ),
      signedOut: group('signed-out', definition.signedOut, () => Promise.resolve()),
    };
  };
}
