import { lazy, Suspense } from 'react';
import { loadAppProviders } from '../startup/app-providers-store.ts';

/**
 * When neither error screen can load (offline, before the service worker kept them), plain
 * markup still says what happened and how to go on (docs/offline.md).
 */
function UnloadedPage() {
  return (
    <div role="alert">
      <p>This page could not load. Check your connection, then reload.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

/**
 * The full error screen needs the app's providers; when they cannot load either (config.json
 * or the backend is down), the lean one still says what went wrong.
 */
const ErrorScreen = lazy(() =>
  Promise.all([import('../../features/errors/routes/error-screen.tsx'), loadAppProviders()])
    .then(
      ([module]) => ({ default: module.ErrorScreen }),
      () =>
        import('../../features/errors/routes/lean-error-screen.tsx').then((module) => ({
          default: module.RouteLeanErrorScreen,
        })),
    )
    .catch(() => ({ default: UnloadedPage })),
);

/** The router's error boundary for every screen. */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <ErrorScreen />
    </Suspense>
  );
}
