import registry from './app-registry.json' with { type: 'json' };
import { remoteAreas, type RemoteArea } from './remote-areas.ts';

/**
 * The apps of this repository (app-registry.json, plain data that the shell bundles and the
 * build scripts, lint and tests read): one list, so adding a remote is one entry under
 * `remotes` (its area) and one under `builds` (its folder and port).
 */

export interface RemoteApp extends RemoteArea {
  /** Folder in this repository, also the path prefix scripts/serve.mjs serves its dist under. */
  folder: string;
  /** Port of its dev server (`pnpm dev` shifts all of them with DEV_PORT). */
  devPort: number;
}

const builds: Record<string, { folder: string; devPort: number }> = registry.builds;

/** In the order of `remoteAreas`: most specific area first. */
export const remoteApps: RemoteApp[] = remoteAreas.map((area) => {
  const build = builds[area.name];
  if (!build) throw new Error(`${area.name} has no entry under "builds" in app-registry.json`);
  return { ...area, ...build };
});

export const shellApp: { name: string; folder: string; devPort: number } = registry.shell;
