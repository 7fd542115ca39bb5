import { setRuntimeConfig } from '@phrasebook/data';

/**
 * Component tests run the real supabase-js client against an address where nothing listens:
 * they cover what the screens do before and without a server; the browser suite
 * (tests/e2e/accounts*.spec.ts) covers the round trips.
 */
export function useUnreachableBackend(): void {
  setRuntimeConfig({
    supabaseUrl: 'http://127.0.0.1:9',
    supabaseAnonKey: 'anon-key-for-component-tests',
  });
}
