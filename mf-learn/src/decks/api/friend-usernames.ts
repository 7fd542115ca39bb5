import { getSupabase } from '@phrasebook/data';

/** Usernames of a few learners (public_profile), for a notice that names them. */
export async function readUsernames(uids: readonly string[]): Promise<Map<string, string>> {
  const { data, error } = await getSupabase()
    .from('public_profile')
    .select('uid, username')
    .in('uid', [...uids]);
  if (error) throw error;
  return new Map(data.map((row) => [row.uid, row.username] as [string, string]));
}
