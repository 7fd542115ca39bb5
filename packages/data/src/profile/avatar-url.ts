import { getRuntimeConfig } from '../client/runtime-config.ts';
import { supabaseServiceUrl } from '../client/supabase-urls.ts';

/**
 * Public URL of an avatar in the 'avatars' bucket, or null when the user has none. It is
 * storage-js's `getPublicUrl`, written out: avatars show on every signed-in page, and the
 * storage client loads only when something is uploaded (client/supabase-client.ts).
 */
export function avatarUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  const storage = supabaseServiceUrl(getRuntimeConfig().supabaseUrl, 'storage');
  return encodeURI(`${storage}/object/public/avatars/${path.replace(/^\/+/, '')}`);
}
