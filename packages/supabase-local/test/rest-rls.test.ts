import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import type { SignedUpUser, TestServer } from './harness.ts';
import { startRestServer } from './rest-fixture.ts';

let server: TestServer;
let anon: SupabaseClient;
let alice: SignedUpUser;
let bob: SignedUpUser;
let aliceNote: string;

beforeAll(async () => {
  server = await startRestServer();
  anon = server.client();
  alice = await server.signUpUser();
  bob = await server.signUpUser();
  const { data, error } = await alice.client
    .from('notes')
    .insert({ body: 'alice secret' })
    .select('id, user_id')
    .single();
  if (error) throw new Error(error.message);
  expect(data.user_id).toBe(alice.user.id);
  aliceNote = data.id as string;
  await bob.client.from('notes').insert({ body: 'bob secret' });
});
afterAll(async () => {
  await server?.close();
});

test('each user reads only their own rows, through the table and the security_invoker view', async () => {
  const mine = await alice.client.from('notes').select('body');
  expect(mine.data).toEqual([{ body: 'alice secret' }]);
  const theirs = await bob.client.from('notes').select('body').eq('id', aliceNote);
  expect(theirs.data).toEqual([]);
  const view = await bob.client.from('my_notes').select('body');
  expect(view.data).toEqual([{ body: 'bob secret' }]);
  const counted = await bob.client.from('notes').select('*', { count: 'exact', head: true });
  expect(counted.count).toBe(1);
  expect((await anon.from('notes').select()).data).toEqual([]);
});

test("a user cannot change or delete another user's rows", async () => {
  const update = await bob.client
    .from('notes')
    .update({ body: 'hacked' })
    .eq('id', aliceNote)
    .select();
  expect(update.error).toBeNull();
  expect(update.data).toEqual([]);
  const takeOver = await bob.client
    .from('notes')
    .update({ user_id: bob.user.id })
    .eq('id', aliceNote)
    .select();
  expect(takeOver.data).toEqual([]);
  const del = await bob.client.from('notes').delete().eq('id', aliceNote).select();
  expect(del.data).toEqual([]);
  const upsert = await bob.client
    .from('notes')
    .upsert({ id: aliceNote, body: 'overwritten', user_id: bob.user.id });
  expect(upsert.error).not.toBeNull();
  const { rows } = await server.query<{ body: string; user_id: string }>(
    'select body, user_id::text from public.notes where id = $1',
    [aliceNote],
  );
  expect(rows).toEqual([{ body: 'alice secret', user_id: alice.user.id }]);
});

test('writing a row for someone else is 403; anonymous writes are 401', async () => {
  const forged = await bob.client.from('notes').insert({ body: 'planted', user_id: alice.user.id });
  expect(forged.status).toBe(403);
  expect(forged.error).toMatchObject({
    code: '42501',
    message: 'new row violates row-level security policy for table "notes"',
  });
  const moved = await alice.client
    .from('notes')
    .update({ user_id: bob.user.id })
    .eq('id', aliceNote);
  expect(moved.status).toBe(403);
  const anonymous = await anon.from('notes').insert({ body: 'anon' });
  expect(anonymous.status).toBe(401);
  expect(anonymous.error?.code).toBe('42501');
});

test('insert without a select policy: minimal works, insert().select() is refused', async () => {
  const minimal = await alice.client.from('drop_box').insert({ message: 'hello' });
  expect(minimal.status).toBe(201);
  expect(minimal.error).toBeNull();
  const readBack = await alice.client.from('drop_box').insert({ message: 'and back' }).select();
  expect(readBack.status).toBe(403);
  expect(readBack.error?.code).toBe('42501');
  const { rows } = await server.query<{ message: string }>(
    'select message from public.drop_box order by id',
  );
  expect(rows).toEqual([{ message: 'hello' }]);
});

test('public-read table: everyone reads, only the service role writes', async () => {
  expect((await anon.from('announcements').select('title').order('id')).data).toEqual([
    { title: 'Welcome' },
    { title: 'Reading week' },
  ]);
  const embedded = await anon
    .from('announcements')
    .select('title, authors(name)')
    .eq('id', 1)
    .single();
  expect(embedded.data).toEqual({ title: 'Welcome', authors: { name: 'Ursula' } });
  expect((await anon.from('announcements').insert({ title: 'x' })).status).toBe(401);
  expect((await alice.client.from('announcements').insert({ title: 'x' })).status).toBe(403);
  const service = await server
    .client(server.serviceRoleKey)
    .from('announcements')
    .insert({ title: 'Service' })
    .select('title')
    .single();
  expect(service.data).toEqual({ title: 'Service' });
});

test('bad and expired tokens are 401 PGRST301/PGRST303', async () => {
  const forged = `${alice.session.access_token.slice(0, -4)}AAAA`;
  const res = await fetch(`${server.url}/rest/v1/notes`, {
    headers: { apikey: server.anonKey, Authorization: `Bearer ${forged}` },
  });
  expect(res.status).toBe(401);
  expect(await res.json()).toMatchObject({ code: 'PGRST301' });
  const now = Math.floor(Date.now() / 1000);
  const expired = signJwt(
    { role: 'authenticated', sub: alice.user.id, exp: now - 60, iat: now - 3660 },
    server.server.context.config.jwtSecret,
  );
  const late = await fetch(`${server.url}/rest/v1/notes`, {
    headers: { apikey: server.anonKey, Authorization: `Bearer ${expired}` },
  });
  expect(late.status).toBe(401);
  expect(await late.json()).toEqual({
    code: 'PGRST303',
    message: 'JWT expired',
    details: null,
    hint: null,
  });
  expect(late.headers.get('www-authenticate')).toContain('invalid_token');
});
