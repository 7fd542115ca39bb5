import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { RemoteUnavailablePanel } from './remote-unavailable-panel.tsx';
import { NotFoundPage } from '../../features/errors/routes/not-found-page.tsx';
import type { RemoteArea, RouteGroup } from './remote-areas.ts';
import { useRemoteAreaState } from './remote-area-state.ts';
import { retryRemoteArea } from './mount-remote-area.ts';
import { getRoutePatcher } from './route-patcher.ts';

/**
 * Route element covering a remote's area while that remote cannot be loaded: the
 * unavailable panel with a Retry that loads the remote again and re-runs the navigation.
 * Once the remote is loaded, a URL that still lands here matches none of its routes: 404.
 */
export function RemoteAreaFallback({ area, group }: { area: RemoteArea; group: RouteGroup }) {
  const state = useRemoteAreaState(area.name);
  const navigate = useNavigate();
  const location = useLocation();
  const [retrying, setRetrying] = useState(false);

  if (state.status === 'loaded' && !retrying) return <NotFoundPage />;
  // Idle or loading: the router is still resolving this area (or redirecting a signed-out
  // visitor); the remote's own screen replaces this as soon as it is mounted.
  if (state.status !== 'failed' && !retrying) {
    return (
      <Center py="xl" data-not-kept>
        <Loader role="img" aria-label={`Loading ${area.label}`} />
      </Center>
    );
  }

  const retry = async () => {
    setRetrying(true);
    try {
      const loaded = await retryRemoteArea(area, getRoutePatcher(), group);
      // Re-matching the same URL picks up the routes the remote just mounted.
      if (loaded) await navigate(location, { replace: true });
    } finally {
      setRetrying(false);
    }
  };

  return (
    <RemoteUnavailablePanel
      area={area.label}
      error={state.status === 'failed' ? state.error : undefined}
      retrying={retrying}
      onRetry={() => void retry()}
    />
  );
}
