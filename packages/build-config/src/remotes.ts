import registry from './app-registry.json' with { type: 'json' };

/**
 * The apps of this repository (app-registry.json, plain data that the shell bundles and the
 * build scripts, lint and tests read): one list, so adding a remote is one entry.
 */

export type RouteGroup = 'signed-in' | 'signed-out';

export interface RemoteApp {
  /** Federation name (an identifier: underscores, not hyphens), the key in remotes.json. */
  name: string;
  /** Folder in this repository, also the path prefix scripts/serve.mjs serves its dist under. */
  folder: string;
  /** What users call this part of the app; the unavailable panel names it. */
  label: string;
  /** Port of its dev server (`pnpm dev` shifts all of them with DEV_PORT). */
  devPort: number;
  /** Path patterns (splats) covering its area, and the route group each one sits in. */
  paths: { pattern: string; group: RouteGroup }[];
}

/** Most specific area first: the shell matches paths in this order, and /learn/:lang/review
 * belongs to Review, not Learning. */
export const remoteApps = registry.remotes as RemoteApp[];

export const shellApp: { name: string; folder: string; devPort: number } = registry.shell;
