import { setRuntimeConfig } from '../client/runtime-config.ts';

/**
 * For component tests: the real supabase-js client pointed at an address where nothing
 * listens. They cover what screens do before and without a server; the browser suite covers
 * the round trips.
 */
export function useUnreachableBackend(): void {
  setRuntimeConfig({
    supabaseUrl: 'http://127.0.0.1:9',
    supabaseAnonKey: 'anon-key-for-component-tests',
  });
}
