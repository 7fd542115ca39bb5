import type { PostgrestSingleResponse, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from './harness.ts';
import { restFetch, startRestServer } from './rest-fixture.ts';

let server: TestServer;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startRestServer();
  // Tags and authors are fully granted to the API roles and have no RLS.
  admin = server.client(server.serviceRoleKey);
});
afterAll(async () => {
  await server?.close();
});

describe('insert', () => {
  test('minimal by default: 201 and no body', async () => {
    const res = await admin.from('tags').insert({ label: 'minimal' });
    expect(res.status).toBe(201);
    expect(res.data).toBeNull();
    expect(res.error).toBeNull();
    const raw = await restFetch(server, '/tags', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ label: 'raw' }),
      token: server.serviceRoleKey,
    });
    expect(raw.status).toBe(201);
    expect(raw.text).toBe('');
    expect(raw.headers.get('content-range')).toBe('*/*');
  });

  test('representation with select, embeds and single', async () => {
    const { data, error, status } = await admin
      .from('books')
      .insert({ title: 'Lavinia', author_id: 1, pages: 279 })
      .select('title, pages, published, author:authors!author_id(name)')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({
      title: 'Lavinia',
      pages: 279,
      published: false,
      author: { name: 'Ursula' },
    });
  });

  test('return=headers-only answers with the Location of the new row', async () => {
    const raw = await restFetch(server, '/tags', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
      body: JSON.stringify({ id: 77, label: 'located' }),
      token: server.serviceRoleKey,
    });
    expect(raw.status).toBe(201);
    expect(raw.text).toBe('');
    expect(raw.headers.get('location')).toBe('/tags?id=eq.77');
  });

  test('bulk insert: absent keys are null, or defaults with missing=default', async () => {
    const nulls = await admin
      .from('authors')
      .insert([{ name: 'Bulk A', bio: 'x' }, { name: 'Bulk B' }])
      .select('name, bio, tags');
    expect(nulls.error).toBeNull();
    expect(nulls.data).toEqual([
      { name: 'Bulk A', bio: 'x', tags: [] },
      { name: 'Bulk B', bio: null, tags: [] },
    ]);
    const defaults = await admin
      .from('books')
      .insert(
        [
          { title: 'With default', pages: 10 },
          { title: 'Explicit', pages: 11, published: true },
        ],
        { defaultToNull: false },
      )
      .select('title, published')
      .order('title');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual(
      expect.arrayContaining([
        { title: 'With default', published: false },
        { title: 'Explicit', published: true },
      ]),
    );
    const withNull = await admin
      .from('books')
      .insert([
        { title: 'No default', pages: 10 },
        { title: 'x', published: true },
      ])
      .select();
    expect(withNull.status).toBe(400);
    expect(withNull.error?.code).toBe('23502');
  });

  test('count on insert and array values', async () => {
    const res = await admin
      .from('authors')
      .insert([{ name: 'Count A', tags: ['a', 'b'], meta: { k: [1, 2] } }, { name: 'Count B' }], {
        count: 'exact',
        defaultToNull: false,
      })
      .select('tags, meta');
    expect(res.error).toBeNull();
    expect(res.count).toBe(2);
    expect(res.data?.[0]).toEqual({ tags: ['a', 'b'], meta: { k: [1, 2] } });
  });

  test('errors: unique 409, check 400, not-null 400, bad type 400, unknown column PGRST204, FK 409', async () => {
    const unique = await admin.from('authors').insert({ name: 'Ursula' });
    expect(unique.status).toBe(409);
    expect(unique.error).toMatchObject({
      code: '23505',
      details: 'Key (name)=(Ursula) already exists.',
    });
    const check = await admin.from('books').insert({ title: 'x', pages: -1 });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const notNull = await admin.from('authors').insert({ bio: 'nameless' });
    expect(notNull.error?.code).toBe('23502');
    const badType = await admin.from('books').insert({ title: 'x', pages: 'many' });
    expect(badType.status).toBe(400);
    expect(badType.error?.code).toBe('22P02');
    const unknown = await admin.from('books').insert({ title: 'x', colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('PGRST204');
    const fk = await admin.from('books').insert({ title: 'x', author_id: 999 });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
  });
});

describe('upsert', () => {
  test('merge-duplicates on the primary key and on_conflict, ignore-duplicates', async () => {
    const merged = await admin.from('tags').upsert({ id: 1, label: 'classics' }).select();
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ id: 1, label: 'classics' }]);
    const byLabel = await admin
      .from('tags')
      .upsert({ label: 'classics' }, { onConflict: 'label' })
      .select('id');
    expect(byLabel.data).toEqual([{ id: 1 }]);
    const ignored = await admin
      .from('tags')
      .upsert(
        [
          { id: 2, label: 'ignored' },
          { id: 50, label: 'fifty' },
        ],
        { ignoreDuplicates: true },
      )
      .select();
    expect(ignored.data).toEqual([{ id: 50, label: 'fifty' }]);
    const { data } = await admin.from('tags').select('label').eq('id', 2).single();
    expect(data).toEqual({ label: 'novel' });
    const badTarget = await admin.from('tags').upsert({ label: 'z' }, { onConflict: 'nope' });
    expect(badTarget.error?.code).toBe('PGRST204');
  });
});

describe('update and delete', () => {
  test('update with filters: 204 minimal, 200 with select, zero rows is not an error', async () => {
    const minimal = await admin.from('books').update({ rating: 4.9 }).eq('id', 1);
    expect(minimal.status).toBe(204);
    const rows = await admin
      .from('books')
      .update({ rating: 3.3, published: true })
      .in('id', [4, 6])
      .select('id, rating, published')
      .order('id');
    expect(rows.status).toBe(200);
    expect(rows.data).toEqual([
      { id: 4, rating: 3.3, published: true },
      { id: 6, rating: 3.3, published: true },
    ]);
    const none = await admin.from('books').update({ rating: 1 }).eq('id', 999).select();
    expect(none.data).toEqual([]);
    const counted = await admin
      .from('books')
      .update({ rating: 2 }, { count: 'exact' })
      .eq('author_id', 2);
    expect(counted.count).toBe(2);
  });

  test('maxAffected rolls back a write that touches too many rows', async () => {
    // maxAffected is typed for PostgREST 13+ clients only; the request is the same.
    type Limited = { maxAffected(rows: number): PromiseLike<PostgrestSingleResponse<null>> };
    const limited = (query: unknown) => query as Limited;
    const tooMany = await limited(
      admin.from('books').update({ rating: 0.5 }).in('id', [1, 2, 3]),
    ).maxAffected(2);
    expect(tooMany.status).toBe(400);
    expect(tooMany.error).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
    const { data } = await admin.from('books').select('id').eq('rating', 0.5);
    expect(data).toEqual([]);
    const fine = await limited(admin.from('books').update({ rating: 0.5 }).eq('id', 1)).maxAffected(
      1,
    );
    expect(fine.status).toBe(204);
  });

  test('update or delete without filters is refused, as pg-safeupdate does', async () => {
    const update = await admin.from('books').update({ rating: 1 }).gt('id', 0).select('id');
    expect(update.error).toBeNull();
    const raw = await restFetch(server, '/books', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rating: 1 }),
      token: server.serviceRoleKey,
    });
    expect(raw.status).toBe(400);
    expect(raw.json).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const del = await restFetch(server, '/books', {
      method: 'DELETE',
      token: server.serviceRoleKey,
    });
    expect(del.status).toBe(400);
    expect(del.json).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });

  test('delete with filters, representation and single rollback', async () => {
    await admin.from('tags').insert([{ label: 'gone-1' }, { label: 'gone-2' }]);
    const single = await admin.from('tags').delete().like('label', 'gone-%').select().single();
    expect(single.status).toBe(406);
    expect(single.error?.code).toBe('PGRST116');
    const still = await admin.from('tags').select('label').like('label', 'gone-%');
    expect(still.data).toHaveLength(2);
    const deleted = await admin
      .from('tags')
      .delete()
      .like('label', 'gone-%')
      .select('label')
      .order('label');
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual([{ label: 'gone-1' }, { label: 'gone-2' }]);
    const minimal = await admin.from('tags').delete().eq('label', 'nothing');
    expect(minimal.status).toBe(204);
  });

  test('malformed JSON and empty bodies', async () => {
    const bad = await restFetch(server, '/tags', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"label": ',
      token: server.serviceRoleKey,
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const empty = await restFetch(server, '/tags?id=eq.1', {
      method: 'PATCH',
      body: '{}',
      token: server.serviceRoleKey,
    });
    expect(empty.status).toBe(400);
    const huge = await restFetch(server, '/tags', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ label: 'x'.repeat(2 * 1024 * 1024) }),
      token: server.serviceRoleKey,
    });
    expect(huge.status).toBe(413);
    expect(huge.json).toMatchObject({ code: 'PGRST413' });
  });
});
