import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { hasStoredSession } from '@phrasebook/data/session-hint';
import { matchArea } from '../federation/remote-areas.ts';
import { loadData } from '../startup/load-data.ts';

/**
 * Loads a remote's routes the first time a navigation enters its area. Signed-in areas are
 * left alone for signed-out visitors: the guard redirects them, so their code is not fetched.
 */
export const discoverRemoteRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const match = matchArea(new URL(path, 'http://local').pathname);
  if (!match) return;
  if (match.group === 'signed-in') {
    if (!hasStoredSession()) return;
    const { getCurrentSession } = await loadData();
    if (!(await getCurrentSession())) return;
  }
  // Remote loading (remotes.json, the runtime plugins) is fetched with the first remote.
  const { mountRemoteArea } = await import('../federation/mount-remote-area.ts');
  await mountRemoteArea(match.area, patch);
};
