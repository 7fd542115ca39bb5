import { matchPath } from 'react-router';
import {
  remoteAreas,
  type RemoteArea,
  type RouteGroup,
} from '@phrasebook/build-config/remote-areas';

// Each remote and the part of the URL space it owns (docs/architecture.md, route ownership).
export { remoteAreas, type RemoteArea, type RouteGroup };

/** The remote whose area contains `pathname`, and the route group that part sits in. */
export function matchArea(pathname: string): { area: RemoteArea; group: RouteGroup } | undefined {
  for (const area of remoteAreas) {
    for (const { pattern, group } of area.paths) {
      if (matchPath({ path: `/${pattern}`, end: true }, pathname)) return { area, group };
    }
  }
  return undefined;
}
