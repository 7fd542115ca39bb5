import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesContext, RemoteRoutesModule } from '@phrasebook/platform';
import { RouteErrorBoundary } from '../router/route-error-boundary.tsx';
import { RouteLoading } from '../../features/shared/components/route-loading.tsx';
import { loadAppProviders } from '../startup/app-providers-store.ts';
import { loadData } from '../startup/load-data.ts';
import { initFederation } from './init-federation.ts';
import { matchArea, type RemoteArea, type RouteGroup } from './remote-areas.ts';
import { getRemoteAreaState, setRemoteAreaState } from './remote-area-state.ts';
import type { PatchRoutes } from './route-patcher.ts';
import {
  isUnavailableRemote,
  unavailableRemote,
} from '@phrasebook/platform/federation/remote-error-plugin';

/**
 * What a remote visited in `group` needs beside its code: its signed-in screens render inside
 * the app's providers and read through the data layer; its signed-out ones are built from the
 * lean kit and render bare, as the shell's do (docs/architecture.md).
 */
const neededFor = (group: RouteGroup) =>
  group === 'signed-in' ? Promise.all([loadData(), loadAppProviders()]) : Promise.resolve();

/** The shell's side of every remote's `./routes`: the one QueryClient, its error and pending UI. */
const routesContext: RemoteRoutesContext = {
  getQueryClient: () => loadData().then((data) => data.queryClient),
  beforeSignedInScreen: () => neededFor('signed-in'),
  ErrorBoundary: RouteErrorBoundary,
  Pending: RouteLoading,
};

const isChunkLoadError = (error: unknown) => (error as Error | null)?.name === 'ChunkLoadError';

const inFlight = new Map<RemoteArea['name'], Promise<boolean>>();
async function loadAndMount(
  area: RemoteArea,
  patch: PatchRoutes,
  group: RouteGroup,
): Promise<boolean> {
  setRemoteAreaState(area.name, { status: 'loading' });
  try {
    await initFederation();
    // The providers are not awaited here: each screen's `lazy` awaits them beside its own
    // code, which starts downloading as soon as the routes are in.
    void neededFor(group).catch(() => {});
    const load = () => loadRemote<RemoteRoutesModule>(`${area.name}/routes`);
    let module = await load();
    // A chunk that index.html preloaded while the remote was down fails once more for the
    // first script that asks for it; a second attempt asks the network.
    if (isUnavailableRemote(module) && isChunkLoadError(module[unavailableRemote])) {
      module = await load();
    }
    if (isUnavailableRemote(module)) throw module[unavailableRemote];
    if (!module) throw new Error(`${area.name}/routes resolved to nothing`);
    const routes = module.default(routesContext);
    if (routes.signedIn?.length) patch('signed-in', routes.signedIn);
    if (routes.signedOut?.length) patch('signed-out', routes.signedOut);
    setRemoteAreaState(area.name, { status: 'loaded' });
    return true;
  } catch (error) {
    console.error(`[shell] ${area.label} (${area.name}) is unavailable`, error);
    setRemoteAreaState(area.name, { status: 'failed', error });
    return false;
  }
}

/**
 * Loads a remote's `./routes` on the first visit to its area (a path in `group`) and mounts
 * them into the router. A failed remote stays failed (the panel is shown) until
 * `retryRemoteArea` is called, so navigation inside a dead area does not wait on network
 * retries each time.
 */
export function mountRemoteArea(
  area: RemoteArea,
  patch: PatchRoutes,
  group: RouteGroup,
): Promise<boolean> {
  const state = getRemoteAreaState(area.name);
  if (state.status === 'loaded') return Promise.resolve(true);
  if (state.status === 'failed') return Promise.resolve(false);
  let pending = inFlight.get(area.name);
  if (!pending) {
    pending = loadAndMount(area, patch, group).finally(() => inFlight.delete(area.name));
    inFlight.set(area.name, pending);
  }
  return pending;
}

/**
 * Starts fetching the remote whose area holds `pathname` (its entry and routes module, with
 * the app's providers for a signed-in path unless `providers` is false) without mounting it:
 * at start-up, while the stored session is read, so the router's first navigation finds them
 * loading instead of starting them only then. A screen still shown bare (/login) leaves the
 * providers out: once loaded they wrap every screen, which would remount it.
 */
export function warmRemoteArea(pathname: string, { providers = true } = {}): void {
  const match = matchArea(pathname);
  if (!match || getRemoteAreaState(match.area.name).status !== 'idle') return;
  void Promise.all([
    initFederation().then(() => loadRemote(`${match.area.name}/routes`)),
    providers ? neededFor(match.group) : loadData(),
  ]).catch(() => {
    // The navigation loads it again and shows the unavailable panel if it fails.
  });
}

/** Tries a failed remote again (the unavailable panel's Retry button, shown in `group`). */
export function retryRemoteArea(
  area: RemoteArea,
  patch: PatchRoutes,
  group: RouteGroup,
): Promise<boolean> {
  if (getRemoteAreaState(area.name).status === 'failed') {
    setRemoteAreaState(area.name, { status: 'idle' });
  }
  return mountRemoteArea(area, patch, group);
}
