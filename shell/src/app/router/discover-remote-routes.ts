import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { hasStoredSession } from '@phrasebook/data/session-hint';
import { matchArea } from '../federation/remote-areas.ts';
import type { PatchRoutes } from '../federation/route-patcher.ts';
import { loadData } from '../startup/load-data.ts';

/**
 * Loads the routes of the remote whose area holds `path`, once. Signed-in areas are left
 * alone for signed-out visitors: the guard redirects them, so their code is not fetched.
 */
export async function discoverAreaRoutes(path: string, patch: PatchRoutes): Promise<void> {
  const match = matchArea(new URL(path, 'http://local').pathname);
  if (!match) return;
  if (match.group === 'signed-in') {
    if (!hasStoredSession()) return;
    const { readSession } = await loadData();
    if (!(await readSession())) return;
  }
  // Remote loading (remotes.json, the runtime plugins) is fetched with the first remote.
  const { mountRemoteArea } = await import(
    /* webpackChunkName: "remote-area" */ '../federation/mount-remote-area.ts'
  );
  await mountRemoteArea(match.area, patch, match.group);
}

/** The router's hook: a navigation into an area not visited yet mounts its remote first. */
export const discoverRemoteRoutes: PatchRoutesOnNavigationFunction = ({ path, patch }) =>
  discoverAreaRoutes(path, patch);
