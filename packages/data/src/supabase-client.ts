import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from './runtime-config.ts';
import { AUTH_STORAGE_KEY } from './session-hint.ts';

let client: SupabaseClient | undefined;

/**
 * The app's only Supabase client, created on first use from the runtime config. Shared as a
 * federated singleton through this package, so every remote gets this same instance and
 * there is one auth session.
 */
export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    client = createClient(supabaseUrl, supabaseAnonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        storageKey: AUTH_STORAGE_KEY,
      },
    });
  }
  return client;
}
