import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { getSupabase, loadRuntimeConfig } from '@phrasebook/data';
import { initFederation } from './federation/init-federation.ts';
import { AppProviders } from './providers/app-providers.tsx';
import { createAppRouter } from './router/app-router.ts';
import { registerShellTestGlobals } from './test-globals.ts';
import { Button, Center, Stack } from '@mantine/core';
import { ErrorPanel, PageContainer, UiProviders } from '@phrasebook/ui';

/** Shown when config.json or remotes.json cannot be read, before any router exists. */
function StartupError({ error }: { error: unknown }) {
  return (
    <UiProviders>
      <PageContainer size="sm" py={{ base: 48, sm: 96 }}>
        <Center component="main">
          <Stack w="100%" gap="md">
            <ErrorPanel text="Phrasebook could not start" error={error} />
            <Button onClick={() => window.location.reload()}>Refresh the page</Button>
          </Stack>
        </Center>
      </PageContainer>
    </UiProviders>
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  try {
    // Runtime files next to index.html: backend settings and remote locations.
    await Promise.all([loadRuntimeConfig(), initFederation()]);
    registerShellTestGlobals();
    // supabase-js reads and then clears the URL fragment (recovery and email-change links)
    // while it starts; the router's first navigation must come after that, or it races the
    // hash change and lands on the wrong route.
    await getSupabase().auth.initialize();
    const router = createAppRouter();
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(<StartupError error={error} />);
  }
}

void start();
