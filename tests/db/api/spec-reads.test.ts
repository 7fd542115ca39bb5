import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../packages/supabase-local/test/harness.ts';
import { startSeededServer } from '../helpers/seeded-server.ts';

/**
 * docs/product.md §7's reads and writes through the unmodified supabase-js client against the local
 * backend, on the seeded database, signed in as the demo user "sam".
 */
let server: TestServer;
let sam: SupabaseClient;
let samId: string;
let today: string;

beforeAll(async () => {
  server = await startSeededServer();
  sam = server.client();
  const { data, error } = await sam.auth.signInWithPassword({
    email: 'sam@example.com',
    password: 'phrasebook-demo',
  });
  if (error) throw error;
  samId = data.user!.id;
  const { rows } = await server.query<{ today: string }>(
    "select public.day_session_at('America/New_York')::text as today",
  );
  today = rows[0]!.today;
});
afterAll(async () => {
  await server?.close();
});

describe('docs/product.md §7 through supabase-js', () => {
  it('signs in a seeded demo account (pgcrypto bcrypt hash checked by the backend)', async () => {
    const wrong = await server
      .client()
      .auth.signInWithPassword({ email: 'sam@example.com', password: 'not-the-password' });
    expect(wrong.error).not.toBeNull();
    expect(samId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('own profile with decks_array from user_deck_plus', async () => {
    const { data, error } = await sam
      .from('user_profile')
      .select('*, decks_array:user_deck_plus(*)')
      .eq('uid', samId)
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toMatchObject({ uid: samId, username: 'sam', time_zone: 'America/New_York' });
    expect((data!.decks_array as { lang: string }[]).map((d) => d.lang).sort()).toEqual([
      'fra',
      'spa',
      'tam',
    ]);
  });

  it('profile search and public profile', async () => {
    const { data, error } = await sam
      .from('public_profile')
      .select('uid, username, avatar_path')
      .ilike('username', '%e%')
      .neq('uid', samId)
      .limit(10);
    expect(error).toBeNull();
    expect(data!.map((p) => p.username).sort()).toEqual(['kenji', 'lena']);
    const one = await sam.from('public_profile').select('*').eq('uid', samId).maybeSingle();
    expect(one.data).toEqual({ uid: samId, username: 'sam', avatar_path: null });
  });

  it('error log: anyone inserts, nobody reads', async () => {
    const anon = server.client();
    const insert = await anon
      .from('user_client_event')
      .insert({ message: 'boom', context: { at: 'test' }, url: '/learn' });
    expect(insert.error).toBeNull();
    const read = await sam.from('user_client_event').select('*');
    expect(read.error?.code).toBe('42501');
  });

  it('friends: friend_summary with both public profiles', async () => {
    const { data, error } = await sam
      .from('friend_summary')
      .select(
        '*, profile_less:public_profile!friend_request_action_uid_less_fkey(*), profile_more:public_profile!friend_request_action_uid_more_fkey(*)',
      )
      .or(`uid_less.eq.${samId},uid_more.eq.${samId}`);
    expect(error).toBeNull();
    const names = data!.map((f) => {
      const other = f.uid_less === samId ? f.profile_more : f.profile_less;
      return `${other.username}:${f.status}`;
    });
    expect(names.sort()).toEqual(['kenji:pending', 'lena:pending', 'priya:friends']);
  });

  it('friends: the shorter column-name hints pick the same profiles', async () => {
    const { data, error } = await sam
      .from('friend_summary')
      .select(
        'uid_less, uid_more, profile_less:public_profile!uid_less(username), profile_more:public_profile!uid_more(username)',
      )
      .or(`uid_less.eq.${samId},uid_more.eq.${samId}`);
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    for (const f of data!) {
      // Untyped clients assume to-many embeds; these are to-one objects.
      const names = [f.profile_less, f.profile_more].map(
        (p) => (p as unknown as { username: string }).username,
      );
      expect(names).toContain('sam');
    }
  });

  it('friend action: accepting an invitation', async () => {
    const { data: kenji } = await sam
      .from('public_profile')
      .select('uid')
      .eq('username', 'kenji')
      .single();
    const [uid_less, uid_more] = [samId, kenji!.uid as string].sort();
    const { error } = await sam
      .from('friend_request_action')
      .insert({ uid_less, uid_more, uid_by: samId, uid_for: kenji!.uid, action_type: 'accept' });
    expect(error).toBeNull();
    const { data } = await sam
      .from('friend_summary')
      .select('status')
      .eq('uid_less', uid_less!)
      .eq('uid_more', uid_more!)
      .single();
    expect(data!.status).toBe('friends');
    const again = await sam
      .from('friend_request_action')
      .insert({ uid_less, uid_more, uid_by: samId, uid_for: kenji!.uid, action_type: 'accept' });
    expect(again.error?.message).toBe('There is no pending invitation from this person to accept');
  });

  it('chats: all messages, oldest first', async () => {
    const { data, error } = await sam
      .from('chat_message')
      .select('*')
      .order('created_at', { ascending: true });
    expect(error).toBeNull();
    expect(data!.map((m) => m.message_type)).toEqual([
      'recommendation',
      'accepted',
      'text',
      'text',
      'request',
      'recommendation',
      'text',
    ]);
  });

  it('language: language_plus with phrases (meta_phrase_info with phrase_translation)', async () => {
    const { data, error } = await sam
      .from('language_plus')
      .select('*, phrases:meta_phrase_info(*, translations:phrase_translation(*))')
      .eq('lang', 'spa')
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toMatchObject({ lang: 'spa', name: 'Spanish', learners: 2 });
    const phrases = data!.phrases as {
      text: string;
      translations: { lang: string; text: string }[];
    }[];
    expect(phrases.length).toBeGreaterThanOrEqual(40);
    expect(phrases.find((p) => p.text === 'La cuenta, por favor.')?.translations).toMatchObject([
      { lang: 'eng', text: 'The check, please.' },
    ]);
  });

  it('deck: user_deck_plus with cards (user_card_plus) and reviews (user_card_review)', async () => {
    const { data, error } = await sam
      .from('user_deck_plus')
      .select('*, cards:user_card_plus(*), reviews:user_card_review(*)')
      .eq('lang', 'spa')
      .eq('uid', samId)
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toMatchObject({ lang: 'spa', uid: samId, count_cards: 30 });
    expect(data!.cards).toHaveLength(30);
    expect((data!.reviews as unknown[]).length).toBeGreaterThan(10);
    const reviewed = (data!.cards as { retrievability_now: number | null }[]).filter(
      (c) => c.retrievability_now !== null,
    );
    expect(reviewed.length).toBeGreaterThan(0);
  });

  it('review state with its reviews, then add and update a review by RPC', async () => {
    const { data: state, error } = await sam
      .from('user_deck_review_state')
      .select('*, reviews:user_card_review(*)')
      .eq('uid', samId)
      .eq('lang', 'spa')
      .eq('day_session', today)
      .maybeSingle();
    expect(error).toBeNull();
    const manifest = state!.manifest as string[];
    const reviewed = new Set((state!.reviews as { phrase_id: string }[]).map((r) => r.phrase_id));
    const next = manifest.find((id) => !reviewed.has(id))!;
    const review_id = crypto.randomUUID();
    const added = await sam.rpc('insert_user_card_review', {
      score: 3,
      phrase_id: next,
      lang: 'spa',
      day_session: today,
      review_id,
    });
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ id: review_id, score: 3, day_first_review: true });
    const retry = await sam.rpc('insert_user_card_review', {
      score: 3,
      phrase_id: next,
      lang: 'spa',
      day_session: today,
      review_id,
    });
    expect(retry.data).toEqual(added.data);
    const updated = await sam.rpc('update_user_card_review', { score: 4, review_id });
    expect(updated.data).toMatchObject({ id: review_id, score: 4 });
    const invalid = await sam.rpc('update_user_card_review', { review_id });
    expect(invalid.error?.message).toBe('Invalid inputs; cannot update');
  });

  it('requests: meta_phrase_request by requester and lang, newest first, and by id with phrases', async () => {
    const { data, error } = await sam
      .from('meta_phrase_request')
      .select('*')
      .eq('requester_uid', samId)
      .eq('lang', 'fra')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const one = await sam.from('meta_phrase_request').select('*').eq('id', data![0]!.id).single();
    expect(one.data!.requester).toMatchObject({ username: 'sam' });
    expect(one.data!.phrases).toMatchObject([
      { text: 'Je regarde seulement, merci.', translations: [{ lang: 'eng' }] },
    ]);
  });

  it('sign-up with metadata creates the profile', async () => {
    const { client, user } = await server.signUpUser(undefined, 'long-enough-password', {
      username: 'newbie',
      user_role: 'learner',
      languages_known: [{ lang: 'eng', level: 'fluent' }],
    });
    const { data } = await client
      .from('user_profile')
      .select('username')
      .eq('uid', user.id)
      .maybeSingle();
    expect(data).toEqual({ username: 'newbie' });
  });

  it('auth session: user_metadata.role, also for a client that sends only user_role', async () => {
    const current = await server.signUpUser(undefined, 'long-enough-password', {
      role: 'helper',
      user_role: 'helper',
    });
    expect(current.user.user_metadata).toMatchObject({ role: 'helper', user_role: 'helper' });
    const older = await server.signUpUser(undefined, 'long-enough-password', {
      user_role: 'both',
    });
    expect(older.user.user_metadata).toMatchObject({ role: 'both', user_role: 'both' });
    const { data } = await older.client.auth.getSession();
    expect(data.session?.user.user_metadata).toMatchObject({ role: 'both' });
    expect(data.session?.user.role).toBe('authenticated');
  });

  it('avatars: upload under my own uid only; public URL', async () => {
    const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], {
      type: 'image/png',
    });
    const mine = await sam.storage
      .from('avatars')
      .upload(`${samId}/avatar.png`, png, { contentType: 'image/png' });
    expect(mine.error).toBeNull();
    const theirs = await sam.storage
      .from('avatars')
      .upload(`00000000-0000-4000-8000-000000000000/avatar.png`, png, { contentType: 'image/png' });
    expect(theirs.error).not.toBeNull();
    const url = sam.storage.from('avatars').getPublicUrl(`${samId}/avatar.png`).data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(200);
  });
});
