import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hasAuthLinkInUrl, sessionMayExist } from '@phrasebook/data/session-hint';
import { isOnline } from '@phrasebook/data/is-online';
import { createAppRouter } from './app/router/app-router.ts';
import { warmAreaOf } from './app/federation/warm-area-of.ts';
import { OFFLINE_PATIENCE_MS, RouteLoading } from './features/shared/components/route-loading.tsx';
import { routerInitialized } from './app/router/router-initialized.ts';
import { loadData } from './app/startup/load-data.ts';
import { signedInScreenShown } from './app/startup/signed-in-screen-shown.ts';
import { registerServiceWorker } from './app/offline/register-service-worker.ts';

/** How long a kept screen may stand for a start that has not drawn yet (a slow network). */
const KEPT_SCREEN_PATIENCE_MS = 3000;
/** Told by index.html's kept-screen-styles-boot.js when it takes the kept screen away. */
const KEPT_SCREEN_DROPPED = 'phrasebook-kept-screen-dropped';

/**
 * Starts the app with as little as a signed-out visitor needs: the router. supabase-js,
 * Mantine, the QueryClient and the remotes' locations arrive with the first screen that
 * uses them.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  let patience = 0;
  let keptScreen = false;
  const showLoading = () => root.render(<RouteLoading waited={keptScreen} />);
  try {
    // supabase-js reads and then clears the URL fragment of auth links (recovery, email
    // change) while it starts; the router's first navigation must come after that, or it
    // races the hash change and lands on the wrong route. A stored session alone does not
    // hold the router back: index.ts started the data layer, and the guard awaits it.
    if (sessionMayExist(window.location)) {
      // The page's remote, beside the session being read (index.ts started the data layer).
      warmAreaOf(window.location.pathname);
    }
    // A kept screen (index.html, docs/offline.md) stays until the first screen replaces it,
    // unless the start takes longer than a loading screen would have waited to say so, or
    // index.html drops it (its styles did not come). Offline, the loading screen says at once
    // that the page waits for the network, when it would have said so by then.
    keptScreen = container.querySelector('[data-kept-screen]') !== null;
    if (keptScreen) {
      const waitMs = isOnline() ? KEPT_SCREEN_PATIENCE_MS : OFFLINE_PATIENCE_MS;
      patience = window.setTimeout(showLoading, waitMs);
      window.addEventListener(KEPT_SCREEN_DROPPED, showLoading, { once: true });
    } else showLoading();
    if (hasAuthLinkInUrl(window.location)) await loadData();
    // The router is drawn once its first navigation is over, so the first screen comes with
    // root.render, which React renders without yielding. Left to the router's own update (a
    // transition) it was cut into 5 ms slices and drew later (docs/performance.md, "Round
    // trips"). Navigations after it stay transitions.
    const router = createAppRouter();
    await routerInitialized(router);
    window.clearTimeout(patience);
    window.removeEventListener(KEPT_SCREEN_DROPPED, showLoading);
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    // The offline app installs once a signed-in first screen is shown with its data, so that it
    // is in control for a learner who comes back soon. A signed-out page's install downloads
    // the signed-in start-up from the network: it waits for the page to settle.
    registerServiceWorker(sessionMayExist(window.location) ? signedInScreenShown() : undefined);
  } catch (error) {
    window.clearTimeout(patience);
    window.removeEventListener(KEPT_SCREEN_DROPPED, showLoading);
    console.error('[shell] start-up failed', error);
    const { LeanErrorScreen } = await import('./features/errors/routes/lean-error-screen.tsx');
    root.render(<LeanErrorScreen title="Phrasebook could not start" error={error} />);
  }
}

void start();
