import {
  matchRoutes,
  type createBrowserRouter,
  type DataRouteObject,
  type LoaderFunction,
} from 'react-router';
import { discoverAreaRoutes } from './discover-remote-routes.ts';

/** The parts of the data router the preloader uses. */
export type PreloadableRouter = Pick<
  ReturnType<typeof createBrowserRouter>,
  'routes' | 'patchRoutes' | 'state'
>;

/** A pointer resting this long on a link means intent; passing over it does not. */
export const HOVER_INTENT_MS = 50;
/** docs/product.md §9: a preloaded route is kept for 300 s before intent loads it again. */
export const ROUTE_PRELOAD_STALE_MS = 300_000;

/** The in-app path a link leads to, or null for links the router does not handle. */
function internalPath(anchor: HTMLAnchorElement): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return null;
  return anchor.pathname + anchor.search;
}

/**
 * A route's loader, its screen's code loaded on the way: from `lazy` in either of React
 * Router's forms (a remote's screens use the object form, define-remote-routes.tsx).
 */
async function loaderOf(route: DataRouteObject): Promise<LoaderFunction | undefined> {
  const { lazy } = route;
  if (typeof lazy === 'function') return (await lazy()).loader as LoaderFunction;
  if (lazy) {
    const [loader] = await Promise.all([lazy.loader?.(), lazy.Component?.()]);
    if (loader) return loader as LoaderFunction;
  }
  return typeof route.loader === 'function' ? route.loader : undefined;
}

/**
 * Loads what a path's screens need before the visitor follows the link: the remote's routes
 * for an area not visited yet, each matched screen's code and its loader's queries. What
 * fails here (a guard redirect, a query refused) is left for the navigation to show.
 */
export async function preloadPath(router: PreloadableRouter, path: string): Promise<void> {
  const url = new URL(path, window.location.origin);
  await discoverAreaRoutes(url.pathname, (routeId, children) =>
    router.patchRoutes(routeId, children),
  );
  const matches = matchRoutes(router.routes, url.pathname) ?? [];
  const pattern = `/${matches.flatMap(({ route }) => route.path ?? []).join('/')}`;
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const loader = await loaderOf(route);
      await loader?.({ request: new Request(url), url, pattern, params, context: undefined });
    }),
  );
}

/**
 * Preloads routes on intent (docs/product.md §9): a pointer resting on an in-app link, a
 * keyboard focus on one, or a touch starting on one. One listener for the whole document,
 * so every link of the shell and the remotes takes part without saying so. `firstEvent` is
 * the intent that got this code loaded (preload-on-first-intent.ts): it counts as well.
 */
export function preloadOnIntent(
  router: PreloadableRouter,
  preload: (path: string) => Promise<void> = (path) => preloadPath(router, path),
  firstEvent?: Event,
): () => void {
  const preloadedAt = new Map<string, number>();
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;

  const start = (path: string) => {
    const { pathname, search } = router.state.location;
    if (path === pathname + search) return;
    const last = preloadedAt.get(path);
    if (last !== undefined && Date.now() - last < ROUTE_PRELOAD_STALE_MS) return;
    preloadedAt.set(path, Date.now());
    preload(path).catch(() => preloadedAt.delete(path));
  };
  const linkPath = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    return anchor instanceof HTMLAnchorElement ? internalPath(anchor) : null;
  };

  const onPointerOver = (event: PointerEvent) => {
    clearTimeout(hoverTimer);
    const path = linkPath(event);
    if (path && event.pointerType !== 'touch') {
      hoverTimer = setTimeout(() => start(path), HOVER_INTENT_MS);
    }
  };
  const onNow = (event: Event) => {
    const path = linkPath(event);
    if (path) start(path);
  };
  document.addEventListener('pointerover', onPointerOver);
  document.addEventListener('focusin', onNow);
  document.addEventListener('touchstart', onNow, { passive: true });
  if (firstEvent?.type === 'pointerover') onPointerOver(firstEvent as PointerEvent);
  else if (firstEvent) onNow(firstEvent);
  return () => {
    clearTimeout(hoverTimer);
    document.removeEventListener('pointerover', onPointerOver);
    document.removeEventListener('focusin', onNow);
    document.removeEventListener('touchstart', onNow);
  };
}
