import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import type { User } from '@supabase/supabase-js';
import { signedInUser } from '@phrasebook/data';
import { isOnline } from '@phrasebook/data/is-online';

/**
 * One screen's file (docs/architecture.md, "Route modules"): the component as the default
 * export, and optionally a `loader(queryClient)` that `ensureQueryData`s what the component
 * reads with `useSuspenseQuery`, so the screen renders with its data.
 */
export interface ScreenModule {
  default: ComponentType;
  loader?: (queryClient: QueryClient) => LoaderFunction;
}

/** What a signed-in screen's loader gets: the route's arguments, the cache and the user. */
export interface ScreenLoaderArgs extends LoaderFunctionArgs {
  queryClient: QueryClient;
  user: User;
}

/**
 * A signed-in screen's `loader`: prefetches with the user at hand. It returns nothing: the
 * data lives in the query cache, where the component finds it.
 */
export function signedInLoader(
  prefetch: (args: ScreenLoaderArgs) => Promise<unknown>,
): (queryClient: QueryClient) => LoaderFunction {
  return (queryClient) => async (args) => {
    const loading = prefetch({ ...args, queryClient, user: await signedInUser() });
    // Offline, what this device did not keep would wait for the network: the screen shows now
    // and its loading state says so while it waits (docs/offline.md).
    if (isOnline()) await loading;
    else loading.catch(() => undefined);
    return null;
  };
}
