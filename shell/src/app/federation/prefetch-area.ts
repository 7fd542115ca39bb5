import { matchRoutes, type DataRouter } from 'react-router';
import { hasStoredSession } from '@phrasebook/data/session-hint';
import { getRoutePatcher } from './route-patcher.ts';
import { matchArea } from './remote-areas.ts';

const prefetched = new Set<string>();

/**
 * Fetches what showing `pathname` takes from its remote (README, "Moving between areas"): the
 * remote's entry and routes (mounted into the router, as a first visit would), then the chunk
 * of each screen on the way to it. The router later finds them all loaded. Signed-in areas
 * are left alone for signed-out visitors, as on navigation (discover-remote-routes.ts).
 */
export async function prefetchArea(router: DataRouter, pathname: string): Promise<void> {
  const match = matchArea(pathname);
  if (!match || prefetched.has(pathname)) return;
  if (match.group === 'signed-in' && !hasStoredSession()) return;
  prefetched.add(pathname);
  const { mountRemoteArea } = await import('./mount-remote-area.ts');
  if (!(await mountRemoteArea(match.area, getRoutePatcher()))) {
    prefetched.delete(pathname);
    return;
  }
  const matches = matchRoutes(router.routes, pathname) ?? [];
  // The remote's screens sit under its screen group ('mf_friends:signed-in').
  const group = matches.findIndex(({ route }) => route.id.startsWith(`${match.area.name}:`));
  if (group < 0) return;
  for (const { route } of matches.slice(group + 1)) {
    // A screen's `lazy` imports its chunk (defineRemoteRoutes); the bundler keeps the module,
    // so the router's own call later resolves at once.
    if (typeof route.lazy === 'function') {
      void route.lazy().catch(() => prefetched.delete(pathname));
    }
  }
}

/** The in-app path an event's link points to, if the event happened on such a link. */
function linkPath(event: Event): string | undefined {
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) {
    return undefined;
  }
  return anchor.pathname;
}

/**
 * Hovering or focusing a link into a remote's area prefetches that area's code, so the click
 * that follows finds it loaded: one listener for every link of the page.
 */
export function prefetchLinkedAreas(router: DataRouter): () => void {
  const onIntent = (event: Event) => {
    const pathname = linkPath(event);
    if (pathname && pathname !== window.location.pathname) void prefetchArea(router, pathname);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
