import registry from './app-registry.json' with { type: 'json' };

/**
 * What the shell bundles of the app registry (app-registry.json): each remote's name, label
 * and area, and nothing of how it is built or served, which sits under `builds` there so
 * the shell's bundle leaves it out (remotes.ts joins the two for the build side).
 */

export type RouteGroup = 'signed-in' | 'signed-out';

export interface RemoteArea {
  /** Federation name (an identifier: underscores, not hyphens), the key in remotes.json. */
  name: string;
  /** What users call this part of the app; the unavailable panel names it. */
  label: string;
  /** Path patterns (splats) covering its area, and the route group each one sits in. */
  paths: { pattern: string; group: RouteGroup }[];
}

/** Most specific first: the shell matches paths in this order, and /learn/:lang/review
 * belongs to Review, not Learning. */
export const remoteAreas = registry.remotes as RemoteArea[];
