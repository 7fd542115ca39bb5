import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider, useRouteError } from 'react-router';
import { DataProviders, loadRuntimeConfig, queryClient } from '@phrasebook/data';
import type { RemoteRoutesFactory } from './remote-contract.ts';

/** The design system's parts a standalone page needs (the platform never imports ui). */
export interface StandaloneUi {
  Providers: ComponentType<{ children: ReactNode }>;
  ErrorView: ComponentType<{ error: unknown }>;
  Pending: ComponentType;
}

/**
 * Development only: renders one remote's routes on their own, inside the same providers the
 * shell gives them, so a remote can be worked on without the shell.
 */
export async function startStandalone(
  createRoutes: RemoteRoutesFactory,
  { Providers, ErrorView, Pending }: StandaloneUi,
): Promise<void> {
  await loadRuntimeConfig();
  const ErrorBoundary = () => <ErrorView error={useRouteError()} />;
  const routes = createRoutes({
    getQueryClient: () => Promise.resolve(queryClient),
    // The providers wrap the router from the start.
    beforeSignedInScreen: () => Promise.resolve(),
    ErrorBoundary,
    Pending,
  });
  const router = createBrowserRouter([
    { element: <Outlet />, children: [...(routes.signedIn ?? []), ...(routes.signedOut ?? [])] },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <DataProviders>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </DataProviders>
    </StrictMode>,
  );
}
