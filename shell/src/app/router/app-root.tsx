import { useState, useSyncExternalStore } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { loadedAppProviders, subscribeToAppProviders } from '../startup/app-providers-store.ts';
import { useSettledComponent } from '../startup/settled-component.ts';

// The first page's tab is named once the page has settled (at most 3 s); a navigation before
// that is said once it has loaded.
const loadPageTitle = () => import('./page-title.tsx').then((module) => module.PageTitle);

/**
 * The root route's element. Lean signed-out screens render bare; once any screen has loaded
 * the app's providers, every route renders inside them. Wrapping the outlet remounts the
 * screen on show, so the switch waits for a pending navigation to finish: the screen being
 * left (a /login form just submitted) never flashes back to its first state while the next
 * one loads, and the next one mounts inside the providers in the same render.
 */
export function AppRoot() {
  const loaded = useSyncExternalStore(subscribeToAppProviders, loadedAppProviders);
  const idle = useNavigation().state === 'idle';
  const [Providers, setProviders] = useState(() => loaded);
  const PageTitle = useSettledComponent(loadPageTitle);
  // A component is a function: hand setState an updater that returns it.
  if (!Providers && loaded && idle) setProviders(() => loaded);
  // PageTitle first either way, so the providers' arrival does not remount it.
  return (
    <>
      {PageTitle ? <PageTitle /> : null}
      {Providers ? (
        <Providers>
          <Outlet />
        </Providers>
      ) : (
        <Outlet />
      )}
    </>
  );
}
