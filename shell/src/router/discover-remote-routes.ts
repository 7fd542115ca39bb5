import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { getCurrentSession } from '@phrasebook/data';
import { matchArea } from '../federation/remote-areas.ts';
import { mountRemoteArea } from '../federation/mount-remote-area.ts';

/**
 * Loads a remote's routes the first time a navigation enters its area. Signed-in areas are
 * left alone for signed-out visitors: the guard redirects them, so their code is not fetched.
 */
export const discoverRemoteRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const match = matchArea(new URL(path, 'http://local').pathname);
  if (!match) return;
  if (match.group === 'signed-in' && !(await getCurrentSession())) return;
  await mountRemoteArea(match.area, patch);
};
