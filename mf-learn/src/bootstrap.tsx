import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { UiProviders } from '@phrasebook/ui';
import { loadRuntimeConfig, queryClient } from '@phrasebook/data';
import createRoutes from './routes/index.ts';

/**
 * Development only: this remote's routes on their own, inside the same providers the shell
 * gives them, so the remote can be worked on without the shell. In the app the shell mounts
 * `./routes` in its router instead and this file is never loaded.
 */
async function start(): Promise<void> {
  await loadRuntimeConfig();
  const routes = createRoutes({ queryClient });
  const router = createBrowserRouter([
    { element: <Outlet />, children: [...(routes.signedIn ?? []), ...(routes.signedOut ?? [])] },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={createStore()}>
          <UiProviders>
            <RouterProvider router={router} />
          </UiProviders>
        </JotaiProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
