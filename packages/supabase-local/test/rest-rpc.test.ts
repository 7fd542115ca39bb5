import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SignedUpUser, TestServer } from './harness.ts';
import { restFetch, startRestServer } from './rest-fixture.ts';

let server: TestServer;
let anon: SupabaseClient;
let user: SignedUpUser;

beforeAll(async () => {
  server = await startRestServer();
  anon = server.client();
  user = await server.signUpUser();
});
afterAll(async () => {
  await server?.close();
});

test('scalar results, defaults, POST and GET', async () => {
  expect(await anon.rpc('add_numbers', { a: 1 })).toMatchObject({
    data: 11,
    error: null,
    status: 200,
  });
  expect((await anon.rpc('add_numbers', { a: 2, b: 3 }, { get: true })).data).toBe(5);
  expect((await anon.rpc('echo', { payload: { deep: [1, { x: null }] } })).data).toEqual({
    deep: [1, { x: null }],
  });
  expect((await anon.rpc('tag_labels')).data).toEqual(['classic', 'novel', 'short']);
  expect((await anon.rpc('tag_labels').limit(2)).data).toEqual(['classic', 'novel']);
});

test('set-returning functions take select, filters, order, limit, count and single', async () => {
  const books = await anon
    .rpc('books_by_author', { author: 1 })
    .select('title, authors!author_id(name)')
    .order('id', { ascending: false });
  expect(books.error).toBeNull();
  expect(books.data).toEqual([
    { title: 'The Dispossessed', authors: { name: 'Ursula' } },
    { title: 'A Wizard of Earthsea', authors: { name: 'Ursula' } },
  ]);
  const filtered = await anon
    .rpc('books_by_author', { author: 1 }, { get: true })
    .select('id')
    .lt('pages', 200);
  expect(filtered.data).toEqual([{ id: 1 }]);
  const stats = await anon.rpc('author_stats', {}, { count: 'exact' }).gte('book_count', 2);
  expect(stats.data).toEqual([
    { author_name: 'Italo', book_count: 2 },
    { author_name: 'Ursula', book_count: 2 },
  ]);
  expect(stats.count).toBe(2);
  const one = await anon.rpc('books_by_author', { author: 3 }).select('title').single();
  expect(one.data).toEqual({ title: 'Flights' });
  const first = await anon.rpc('first_author').select('name');
  expect(first.data).toEqual({ name: 'Ursula' });
});

test('raise exception is 400 P0001 with detail and hint; void is 204', async () => {
  const failed = await anon.rpc('fail_with', { msg: 'nope' });
  expect(failed.status).toBe(400);
  expect(failed.error).toEqual({
    code: 'P0001',
    message: 'nope',
    details: 'some detail',
    hint: 'some hint',
  });
  await server.query(`create function public.do_nothing() returns void language sql as 'select'`);
  const ok = await anon.rpc('do_nothing');
  expect(ok.status).toBe(204);
  expect(ok.error).toBeNull();
});

test('runs as the caller; GET is read-only', async () => {
  const who = await user.client.rpc('whoami');
  expect(who.data).toEqual({ role: 'authenticated', sub: user.user.id });
  expect((await anon.rpc('whoami')).data).toEqual({ role: 'anon', sub: null });
  const note = await user.client.rpc('add_note', { note_body: 'from rpc' });
  expect(note.error).toBeNull();
  expect(note.data).toMatchObject({ body: 'from rpc', user_id: user.user.id });
  const viaGet = await user.client.rpc('add_note', { note_body: 'write in get' }, { get: true });
  expect(viaGet.status).toBe(405);
  expect(viaGet.error?.code).toBe('25006');
  const anonWrite = await anon.rpc('add_note', { note_body: 'anon' });
  expect(anonWrite.error?.code).toBe('42501');
});

test('Prefer: params=single-object passes the whole body to a json argument', async () => {
  const res = await restFetch(server, '/rpc/echo', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Prefer: 'params=single-object' },
    body: JSON.stringify({ anything: [1, 2], goes: true }),
  });
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ anything: [1, 2], goes: true });
});

test('unknown functions and arguments, wrong methods', async () => {
  const missing = await anon.rpc('no_such_fn');
  expect(missing.status).toBe(404);
  expect(missing.error?.code).toBe('PGRST202');
  const badArg = await anon.rpc('add_numbers', { a: 1, c: 2 });
  expect(badArg.status).toBe(404);
  expect(badArg.error?.message).toBe(
    'Could not find the function public.add_numbers(a, c) in the schema cache',
  );
  const badType = await anon.rpc('add_numbers', { a: 'one' });
  expect(badType.status).toBe(400);
  expect(badType.error?.code).toBe('22P02');
  const patch = await restFetch(server, '/rpc/add_numbers', { method: 'PATCH', body: '{}' });
  expect(patch.status).toBe(405);
  expect(patch.json).toMatchObject({ code: 'PGRST101' });
});
