import { AuthClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { RealtimeClient } from '@supabase/realtime-js';
import type { StorageClient } from '@supabase/storage-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types.ts';
import { getRuntimeConfig } from './runtime-config.ts';
import { supabaseServiceUrl } from './supabase-urls.ts';
import { AUTH_STORAGE_KEY } from '../session/session-hint.ts';

type SupabaseShape = SupabaseClient<Database>;

/**
 * The app's client: supabase-js's `auth`, `from` and `rpc`, built from the same unmodified
 * packages supabase-js builds them from, with realtime and storage loaded when first used.
 * supabase-js's `createClient` builds both eagerly, on every signed-in page, whether it opens a
 * channel or not (docs/performance.md). `supabase-client.test.ts` holds its headers and token
 * refresh to `createClient`'s.
 */
export interface PhrasebookClient {
  auth: SupabaseShape['auth'];
  from: SupabaseShape['from'];
  rpc: SupabaseShape['rpc'];
  /** The realtime client, authorised as the signed-in user; loaded on first call. */
  realtime(): Promise<RealtimeClient>;
  /** The storage client; loaded on first call. */
  storage(): Promise<StorageClient>;
}

let client: PhrasebookClient | undefined;

/** A chunk that failed to load (offline, a deploy in between) is asked for again next time. */
function forgetFailedLoad(forget: () => void) {
  return (error: unknown): never => {
    forget();
    throw error;
  };
}

function createPhrasebookClient(url: string, anonKey: string): PhrasebookClient {
  const auth = new AuthClient({
    url: supabaseServiceUrl(url, 'auth'),
    headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  });
  const accessToken = async (): Promise<string> =>
    (await auth.getSession()).data.session?.access_token ?? anonKey;
  // What supabase-js sends with every REST and storage request: the key, and the user's
  // token once signed in (the anon key before).
  const authedFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization'))
      headers.set('Authorization', `Bearer ${await accessToken()}`);
    return fetch(input, { ...init, headers });
  };
  const rest = new PostgrestClient<Database>(supabaseServiceUrl(url, 'rest'), {
    fetch: authedFetch,
  });

  let realtime: Promise<RealtimeClient> | undefined;
  let storage: Promise<StorageClient> | undefined;
  return {
    auth,
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    realtime: () =>
      (realtime ??= import('@supabase/realtime-js').then(async ({ RealtimeClient: Realtime }) => {
        const socket = new Realtime(supabaseServiceUrl(url, 'realtime'), {
          params: { apikey: anonKey },
          accessToken,
        });
        // Channels join with the user's token, so RLS lets their rows through. supabase-js
        // sets it from the sign-in that came before; this client reads the session now.
        await socket.setAuth();
        // As supabase-js does: a new or refreshed token re-authorises the open channels, and
        // signing out drops back to the anon key.
        auth.onAuthStateChange((event, session) => {
          if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') {
            void socket.setAuth(session?.access_token ?? null);
          } else if (event === 'SIGNED_OUT') void socket.setAuth();
        });
        return socket;
      })).catch(forgetFailedLoad(() => (realtime = undefined))),
    storage: () =>
      (storage ??= import('@supabase/storage-js').then(
        ({ StorageClient: Storage }) =>
          new Storage(supabaseServiceUrl(url, 'storage'), {}, authedFetch),
      )).catch(forgetFailedLoad(() => (storage = undefined))),
  };
}

/**
 * The app's only Supabase client, created on first use from the runtime config. Shared as a
 * federated singleton through this package, so every remote gets this same instance and
 * there is one auth session. Only `api/` files call it (docs/architecture.md).
 */
export function getSupabase(): PhrasebookClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    client = createPhrasebookClient(supabaseUrl, supabaseAnonKey);
  }
  return client;
}
