import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { queryClient, useSessionWatch } from '@phrasebook/data';
import { UiProviders } from '@phrasebook/ui';

/**
 * The one jotai store. The shell imports jotai itself so the shared singleton is the shell's
 * copy; otherwise whichever remote loaded first would provide it.
 */
export const appStore = createStore();

/** The app's one session watcher: notices a session ended elsewhere and signs this tab out. */
function SessionWatch() {
  useSessionWatch();
  return null;
}

/** Providers the whole app renders in, once: remotes call hooks and never add their own. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        <SessionWatch />
        <UiProviders>{children}</UiProviders>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
