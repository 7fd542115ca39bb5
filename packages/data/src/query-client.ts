import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: data is fresh for 120 s and cached for 1200 s, with no refetch on focus or mount. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 120_000,
      gcTime: 1_200_000,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
    },
  },
});
