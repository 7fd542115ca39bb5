import { matchPath } from 'react-router';

export type RouteGroup = 'signed-in' | 'signed-out';

/** A remote and the part of the URL space it owns (docs/architecture.md, route ownership). */
export interface RemoteArea {
  /** Federation name, as in remotes.json. */
  remote: 'mf_learn' | 'mf_review' | 'mf_friends' | 'mf_profile';
  /** What users call this part of the app; the unavailable panel names it. */
  label: 'Learning' | 'Review' | 'Friends' | 'Profile';
  /** Path patterns (splats) covering the area, and the route group each one sits in. */
  paths: { pattern: string; group: RouteGroup }[];
}

/** Ordered most specific first: /learn/:lang/review belongs to Review, not Learning. */
export const remoteAreas: RemoteArea[] = [
  {
    remote: 'mf_review',
    label: 'Review',
    paths: [{ pattern: 'learn/:lang/review/*', group: 'signed-in' }],
  },
  {
    remote: 'mf_learn',
    label: 'Learning',
    paths: [{ pattern: 'learn/*', group: 'signed-in' }],
  },
  {
    remote: 'mf_friends',
    label: 'Friends',
    paths: [
      { pattern: 'friends/*', group: 'signed-in' },
      { pattern: 'accept-invite/*', group: 'signed-in' },
      { pattern: 'find-a-friend/*', group: 'signed-out' },
    ],
  },
  {
    remote: 'mf_profile',
    label: 'Profile',
    paths: [
      { pattern: 'profile/*', group: 'signed-in' },
      { pattern: 'getting-started/*', group: 'signed-in' },
    ],
  },
];

/** The remote whose area contains `pathname`, and the route group that part sits in. */
export function matchArea(pathname: string): { area: RemoteArea; group: RouteGroup } | undefined {
  for (const area of remoteAreas) {
    for (const { pattern, group } of area.paths) {
      if (matchPath({ path: `/${pattern}`, end: true }, pathname)) return { area, group };
    }
  }
  return undefined;
}
