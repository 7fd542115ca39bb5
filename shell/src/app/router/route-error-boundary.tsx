import { lazy, Suspense } from 'react';
import { loadAppProviders } from '../startup/app-providers-store.ts';

/**
 * The full error screen needs the app's providers; when they cannot load either (config.json
 * or the backend is down), the lean one still says what went wrong.
 */
const ErrorScreen = lazy(() =>
  Promise.all([import('../../features/errors/routes/error-screen.tsx'), loadAppProviders()]).then(
    ([module]) => ({ default: module.ErrorScreen }),
    () =>
      import('../../features/errors/routes/lean-error-screen.tsx').then((module) => ({
        default: module.RouteLeanErrorScreen,
      })),
  ),
);

/** The router's error boundary for every screen. */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <ErrorScreen />
    </Suspense>
  );
}
