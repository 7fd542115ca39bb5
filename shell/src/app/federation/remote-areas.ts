import { matchPath } from 'react-router';
import { remoteApps, type RemoteApp, type RouteGroup } from '@phrasebook/build-config/remotes';

export type { RouteGroup };

/** A remote and the part of the URL space it owns (docs/architecture.md, route ownership). */
export type RemoteArea = RemoteApp;

/** In the registry's order: most specific first. */
export const remoteAreas: readonly RemoteArea[] = remoteApps;

/** The remote whose area contains `pathname`, and the route group that part sits in. */
export function matchArea(pathname: string): { area: RemoteArea; group: RouteGroup } | undefined {
  for (const area of remoteAreas) {
    for (const { pattern, group } of area.paths) {
      if (matchPath({ path: `/${pattern}`, end: true }, pathname)) return { area, group };
    }
  }
  return undefined;
}
