import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { backendInfo, nodeWebSocket, type TestUser } from './fixtures.ts';

const nodeOptions = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: nodeWebSocket },
};

/** The test user's own supabase-js client in Node, as their other device (or the API) would use it. */
export async function userClient(user: TestUser): Promise<SupabaseClient> {
  const { url, anonKey } = backendInfo();
  const client = createClient(url, anonKey, nodeOptions);
  const { error } = await client.auth.setSession({
    access_token: user.session.access_token,
    refresh_token: user.session.refresh_token,
  });
  if (error) throw error;
  return client;
}

/** A service-role client (bypasses RLS): for reading what the tests check in the database. */
export function adminClient(): SupabaseClient {
  const { url, serviceRoleKey } = backendInfo();
  if (!serviceRoleKey) throw new Error('E2E_SUPABASE_SERVICE_ROLE_KEY is not set');
  return createClient(url, serviceRoleKey, nodeOptions);
}
