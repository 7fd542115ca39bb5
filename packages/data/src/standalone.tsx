import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { DataProviders } from './app-providers.tsx';
import { queryClient } from './query-client.ts';
import type { RemoteRoutesFactory } from './remote-contract.ts';
import { loadRuntimeConfig } from './runtime-config.ts';

/**
 * Development only: renders one remote's routes on their own, inside the same providers the
 * shell gives them, so a remote can be worked on without the shell. The design system's
 * providers come in as `UiProviders` because this package never imports the ui package.
 */
export async function startStandalone(
  createRoutes: RemoteRoutesFactory,
  UiProviders: ComponentType<{ children: ReactNode }>,
): Promise<void> {
  await loadRuntimeConfig();
  const routes = createRoutes({ queryClient });
  const router = createBrowserRouter([
    { element: <Outlet />, children: [...(routes.signedIn ?? []), ...(routes.signedOut ?? [])] },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <DataProviders>
        <UiProviders>
          <RouterProvider router={router} />
        </UiProviders>
      </DataProviders>
    </StrictMode>,
  );
}
