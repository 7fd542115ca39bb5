import { Outlet } from 'react-router';
import { useAppProviders } from '../startup/app-providers-store.ts';

/**
 * The root route's element. Lean signed-out screens render bare; once any screen has loaded
 * the app's providers, every route renders inside them. The switch remounts the outlet once,
 * during the navigation to the first screen that needed them.
 */
export function AppRoot() {
  const Providers = useAppProviders();
  if (!Providers) return <Outlet />;
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}
