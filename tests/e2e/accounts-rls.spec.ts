import { test, expect, createTestUser } from './fixtures.ts';
import { apiClient, solidPng } from './accounts-helpers.ts';

/** A supabase-js client signed in as `user`. */
async function clientFor(user: { email: string; password: string }) {
  const client = apiClient();
  const { error } = await client.auth.signInWithPassword(user);
  if (error) throw error;
  return client;
}

test.describe('profile rows through the API', () => {
  test("one user can never read or change another's profile row; only the public fields are shared", async () => {
    const owner = await createTestUser();
    const stranger = await createTestUser();
    const api = await clientFor(stranger);

    const read = await api.from('user_profile').select('*').eq('uid', owner.uid);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);

    const update = await api
      .from('user_profile')
      .update({ username: 'hijacked' })
      .eq('uid', owner.uid)
      .select();
    expect(update.data ?? []).toEqual([]);
    const insert = await api.from('user_profile').insert({
      uid: owner.uid,
      username: 'intruder',
      languages_known: [{ lang: 'eng', level: 'fluent' }],
    });
    expect(insert.error).not.toBeNull();
    const remove = await api.from('user_profile').delete().eq('uid', owner.uid).select();
    expect(remove.data ?? []).toEqual([]);

    // The owner's row is untouched.
    const mine = await (
      await clientFor(owner)
    )
      .from('user_profile')
      .select('uid, username')
      .eq('uid', owner.uid)
      .single();
    expect(mine.data).toEqual({ uid: owner.uid, username: owner.username });

    // public_profile carries exactly uid, username and avatar_path.
    const shared = await api.from('public_profile').select('*').eq('uid', owner.uid).single();
    expect(shared.error).toBeNull();
    expect(Object.keys(shared.data ?? {}).sort()).toEqual(['avatar_path', 'uid', 'username']);
    expect(shared.data).toMatchObject({ uid: owner.uid, username: owner.username });

    // Signed out, nobody reads private rows either.
    const anonymous = await apiClient().from('user_profile').select('uid').eq('uid', owner.uid);
    expect(anonymous.data ?? []).toEqual([]);
  });

  test("nobody can write avatars into another user's folder", async () => {
    const owner = await createTestUser();
    const stranger = await createTestUser();
    const api = await clientFor(stranger);
    const upload = await api.storage
      .from('avatars')
      .upload(
        `${owner.uid}/avatar.png`,
        new Blob([new Uint8Array(solidPng())], { type: 'image/png' }),
        {
          contentType: 'image/png',
        },
      );
    expect(upload.error).not.toBeNull();
    const { data } = await apiClient().storage.from('avatars').list(owner.uid);
    expect(data ?? []).toEqual([]);
  });
});
