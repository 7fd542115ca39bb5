import type { RouteObject } from 'react-router';
import { loadAppProviders } from '../startup/app-providers-store.ts';
import { remoteAreas, type RouteGroup } from './remote-areas.ts';

/**
 * Splat routes covering each remote's area, present from the start. They keep an area's URLs
 * inside its group (so the signed-in guard runs before any remote code is fetched), show the
 * unavailable panel while a remote is down, and lose to the remote's own, more specific
 * routes once it is mounted. Signed-out ones load the app's providers only for that panel.
 */
export function areaFallbackRoutes(group: RouteGroup): RouteObject[] {
  return remoteAreas.flatMap((area) =>
    area.paths
      .filter((path) => path.group === group)
      .map(({ pattern }) => ({
        id: `area:${area.name}:${pattern}`,
        path: pattern,
        lazy: async () => {
          if (group === 'signed-out') {
            const { LeanAreaFallback } = await import('./lean-area-fallback.tsx');
            return { element: <LeanAreaFallback area={area} /> };
          }
          const [{ RemoteAreaFallback }] = await Promise.all([
            import('./remote-area-fallback.tsx'),
            loadAppProviders(),
          ]);
          return { element: <RemoteAreaFallback area={area} group={group} /> };
        },
      })),
  );
}
