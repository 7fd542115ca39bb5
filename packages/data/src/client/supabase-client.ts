import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types.ts';
import { getRuntimeConfig } from './runtime-config.ts';
import { AUTH_STORAGE_KEY } from '../session/session-hint.ts';

/** The app's client, typed by the schema: rows, inserts and RPC arguments are checked. */
export type PhrasebookClient = SupabaseClient<Database>;

let client: PhrasebookClient | undefined;

/**
 * The app's only Supabase client, created on first use from the runtime config. Shared as a
 * federated singleton through this package, so every remote gets this same instance and
 * there is one auth session. Only `api/` files call it (docs/architecture.md).
 */
export function getSupabase(): PhrasebookClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
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
