import { lazy, Suspense } from 'react';
import { RouteLoading } from '../../features/shared/components/route-loading.tsx';
import { loadAppProviders } from '../startup/app-providers-store.ts';
import type { RemoteArea } from './remote-areas.ts';
import { useRemoteAreaState } from './remote-area-state.ts';

/** The unavailable panel (or the area's 404), with the app's providers it is built on. */
const RemoteAreaFallback = lazy(() =>
  Promise.all([import('./remote-area-fallback.tsx'), loadAppProviders()]).then(([module]) => ({
    default: module.RemoteAreaFallback,
  })),
);

/**
 * A signed-out area's fallback route. While its remote loads it shows the shell's plain
 * loading screen, since the remote's signed-out screens render without the app's providers;
 * they load only when the remote fails, or when a URL in its area matches none of its routes.
 */
export function LeanAreaFallback({ area }: { area: RemoteArea }) {
  const { status } = useRemoteAreaState(area.name);
  if (status === 'idle' || status === 'loading') return <RouteLoading />;
  return (
    <Suspense fallback={<RouteLoading />}>
      <RemoteAreaFallback area={area} group="signed-out" />
    </Suspense>
  );
}
