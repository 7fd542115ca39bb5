import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useSessionWatch } from '../session/session-watch.ts';
import { queryClient } from './query-client.ts';

/**
 * The one jotai store. It lives here, in a package the shell loads first, so the shared
 * jotai singleton is the shell's copy rather than whichever remote happened to load first.
 */
export const appStore = createStore();

/** The one session watcher: notices a session ended elsewhere and signs this tab out. */
function SessionWatch() {
  useSessionWatch();
  return null;
}

/**
 * The data-side providers a page renders in, once: the QueryClient, the jotai store and the
 * session watcher. The shell wraps its router in them; a remote's standalone page does too.
 */
export function DataProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        <SessionWatch />
        {children}
      </JotaiProvider>
    </QueryClientProvider>
  );
}
