import { getSupabase } from '../client/supabase-client.ts';

/** Public URL of an avatar in the 'avatars' bucket, or null when the user has none. */
export function avatarUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  return getSupabase().storage.from('avatars').getPublicUrl(path).data.publicUrl;
}
