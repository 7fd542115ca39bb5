import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { phrasebookCssVariablesResolver } from '../theme/phrasebook-theme.ts';
import { styledTheme } from '../theme/styled-theme.ts';

export interface RenderWithProvidersOptions {
  /** Address the memory router starts at. @default '/' */
  route?: string;
  /** Route pattern `ui` is mounted under, so `useParams` works (e.g. '/learn/:lang'). @default '*' */
  path?: string;
  /** Extra routes beside `ui`, e.g. destinations of links the test follows. @default [] */
  routes?: RouteObject[];
  /** Supply a client to pre-seed the cache; otherwise a fresh one without retries. */
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders `ui` the way the shell would: Mantine with the Phrasebook theme (dark, transitions
 * and portals off so assertions see the final DOM), a fresh QueryClient and a data router.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    routes = [],
    queryClient = createTestQueryClient(),
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [route],
  });
  const user = userEvent.setup();
  const result = render(
    <MantineProvider
      theme={styledTheme}
      cssVariablesResolver={phrasebookCssVariablesResolver}
      defaultColorScheme="dark"
      env="test"
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, router, queryClient };
}

// Re-exported so apps' component tests need only this entry (and vitest) as test dependencies.
export { screen, within, waitFor, act, fireEvent } from '@testing-library/react';
