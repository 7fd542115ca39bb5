import { MutationCache, QueryClient, onlineManager } from '@tanstack/react-query';
import { notifyError } from './error-notifier.ts';
import { isOnline } from '../network/is-online.ts';
import { holdsRestoredData } from './restored-queries.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * When set, a failure of this mutation toasts '<errorToast>: <the error's message>',
       * wherever it was started: one error behaviour per mutation, not one per button.
       */
      errorToast?: string;
    };
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * docs/product.md §9: data is fresh for 120 s and cached for 1200 s, with no refetch on focus
 * or mount. Data brought back from an earlier visit is read again when a screen first shows it
 * (restored-queries.ts).
 */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const title = mutation.meta?.errorToast;
      if (title) notifyError(`${title}: ${messageOf(error)}`);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 120_000,
      gcTime: 1_200_000,
      refetchOnWindowFocus: false,
      refetchOnMount: holdsRestoredData,
    },
  },
});

// TanStack Query assumes a network until the browser says 'offline'; an app opened offline
// starts knowing it, so its queries wait for the network instead of failing (docs/offline.md).
if (!isOnline()) onlineManager.setOnline(false);
