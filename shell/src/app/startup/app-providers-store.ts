import type { ComponentType, ReactNode } from 'react';
import { loadData } from './load-data.ts';
import { onceUntilFailed } from './once-until-failed.ts';

type Providers = ComponentType<{ children: ReactNode }>;

let providers: Providers | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the app's providers (QueryClient, jotai, MantineProvider, toasts) with Mantine and
 * the data layer. Every route but the lean signed-out ones awaits this in its `lazy`, so its
 * screen renders inside them; /login never does and stays small.
 */
export const loadAppProviders = onceUntilFailed(() =>
  Promise.all([
    import(/* webpackChunkName: "app-providers" */ '../providers/app-providers.tsx'),
    loadData(),
  ]).then(([module]) => {
    providers = module.AppProviders;
    for (const listener of listeners) listener();
  }),
);

/** Calls `listener` when the providers have loaded; returns the unsubscribe. */
export function subscribeToAppProviders(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded providers, or null until `loadAppProviders` has settled. */
export function loadedAppProviders(): Providers | null {
  return providers;
}

/**
 * A route's `lazy` for a screen that needs the app's providers: loads the providers, then the
 * screen's module, so Mantine's styles come first in the cascade and the screen's own CSS
 * overrides them. `pick` names the component the route renders.
 */
export function withAppProviders<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    await loadAppProviders();
    return { Component: pick(await load()) };
  };
}
