import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from './harness.ts';
import { restFetch, restSchemaDir } from './rest-fixture.ts';
import { startTestServer } from './harness.ts';

/**
 * What PostgREST does beyond the conformance schema's basics (the package README, "Against
 * the clients' own test suites"): more than one exposed schema, computed fields and relationships,
 * its rules for overloaded functions, upsert statuses, CSV, and the options hosted
 * Supabase keeps off until a `pgrst.*` setting of the authenticator role turns them on.
 */

let server: TestServer;
let db: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({
    migrationsDir: restSchemaDir,
    rest: { schemas: ['public', 'archive'] },
  });
  db = server.client();
  const statements = [
    'create schema archive',
    'create table archive.items (id int primary key, label text not null)',
    `insert into archive.items values (1, 'old'), (2, 'older')`,
    'grant usage on schema archive to anon, authenticated',
    'grant select on archive.items to anon, authenticated',
    `create function archive.label_of(item_id int) returns text
       language sql stable as $$ select label from archive.items where id = item_id $$`,
    `create function public.initial(public.authors) returns text
       language sql stable as $$ select left($1.name, 1) $$`,
    `create function public.longest_book(public.authors) returns setof public.books
       language sql stable rows 1 as $$
         select * from public.books where author_id = $1.id order by pages desc limit 1 $$`,
    `create function public.books_of(public.authors) returns setof public.books
       language sql stable as $$ select * from public.books where author_id = $1.id order by id $$`,
    `create function public.shout(text) returns text language sql as $$ select upper($1) $$`,
    `create function public.shout(int) returns text language sql as $$ select 'number' $$`,
    `create function public.pick(a int) returns text language sql as $$ select 'int' $$`,
    `create function public.pick(a text) returns text language sql as $$ select 'text' $$`,
  ];
  for (const statement of statements) await server.query(statement);
});
afterAll(async () => {
  await server?.close();
});

/** Sets a `pgrst.*` setting of the authenticator role and waits for the server to read it. */
async function setApiSetting(name: string, value: string, takesEffect: () => Promise<boolean>) {
  await server.query(`alter role authenticator set pgrst.${name} = '${value}'`);
  await server.query(`notify pgrst, 'reload config'`);
  const until = Date.now() + 20_000;
  while (!(await takesEffect())) {
    if (Date.now() > until) throw new Error(`pgrst.${name} did not take effect`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('exposed schemas', () => {
  test('a profile header selects another exposed schema; others are refused', async () => {
    const { data, error } = await db.schema('archive').from('items').select('label').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ label: 'old' }, { label: 'older' }]);
    const call = await db.schema('archive').rpc('label_of', { item_id: 2 });
    expect(call.data).toBe('older');
    const other = await db.schema('secret').from('items').select();
    expect(other.status).toBe(406);
    expect(other.error).toMatchObject({
      code: 'PGRST106',
      message: 'Invalid schema: secret',
      hint: 'Only the following schemas are exposed: public, archive',
    });
    const notHere = await db.from('items').select();
    expect(notHere.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.items' in the schema cache",
    });
  });
});

describe('computed fields and relationships', () => {
  test('a function of the row is selected, filtered and ordered like a column', async () => {
    const { data, error } = await db
      .from('authors')
      .select('name, initial')
      .eq('initial', 'O')
      .order('initial');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Olga', initial: 'O' }]);
  });

  test('a function returning rows embeds them: one row with `rows 1`, else many', async () => {
    const { data, error } = await db
      .from('authors')
      .select('name, longest:longest_book(title), books_of(id)')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name: 'Ursula',
      longest: { title: 'The Dispossessed' },
      books_of: [{ id: 1 }, { id: 2 }],
    });
  });
});

describe('function calls', () => {
  test('one unnamed text argument takes the whole body; others are not callable', async () => {
    const shout = await db.rpc('shout', { '': 'hi' });
    expect(shout.error).toBeNull();
    expect(shout.data).toBe('{"":"HI"}');
    const overloaded = await db.rpc('pick', { a: 1 });
    expect(overloaded.status).toBe(300);
    expect(overloaded.error?.message).toBe(
      'Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text)',
    );
    const typo = await db.rpc('pik', { a: 1 });
    expect(typo.status).toBe(404);
    expect(typo.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.pik(a) in the schema cache',
      hint: 'Perhaps you meant to call the function public.pick',
    });
  });

  test('a scalar result is counted as one row', async () => {
    const { data, count } = await db.rpc('add_numbers', { a: 1 }, { count: 'exact' });
    expect(data).toBe(11);
    expect(count).toBe(1);
  });
});

describe('counts', () => {
  test("planned is the planner's estimate, estimated exact up to max rows", async () => {
    const planned = await db.from('books').select('id', { count: 'planned', head: true });
    expect(planned.error).toBeNull();
    expect(typeof planned.count).toBe('number');
    const exact = await db.from('books').select('id', { count: 'exact', head: true });
    expect(exact.count).toBe(6);
    const estimated = await db.from('books').select('id', { count: 'estimated' }).eq('id', 1);
    expect(estimated.count).toBe(1);
  });
});

describe('writes', () => {
  test('an upsert answers 201 when it inserted a row, 200 when it only updated', async () => {
    const insert = await db.from('tags').upsert({ id: 50, label: 'upserted' }).select();
    expect(insert.status).toBe(201);
    const update = await db.from('tags').upsert({ id: 50, label: 'upserted again' }).select();
    expect(update.status).toBe(200);
    expect(update.data).toEqual([{ id: 50, label: 'upserted again' }]);
  });
});

describe('media types', () => {
  test('text/csv: a header line of the columns, then the rows', async () => {
    const { status, headers, text } = await restFetch(
      server,
      '/tags?select=id,label&id=lte.2&order=id',
      { headers: { Accept: 'text/csv' } },
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/csv/);
    expect(text).toBe('id,label\n1,classic\n2,novel');
  });
});

describe('options off on hosted Supabase, on by the role settings PostgREST reads', () => {
  test('aggregates: PGRST123 until pgrst.db_aggregates_enabled', async () => {
    const off = await db.from('books').select('author_id, pages.sum()');
    expect(off.error).toMatchObject({ code: 'PGRST123' });
    await setApiSetting('db_aggregates_enabled', 'true', async () => {
      const { error } = await db.from('books').select('pages.sum()');
      return error === null;
    });
    const { data, error } = await db
      .from('books')
      .select('author_id, total:pages.sum(), count()')
      .not('author_id', 'is', null)
      .order('author_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { author_id: 1, total: 570, count: 2 },
      { author_id: 2, total: 425, count: 2 },
      { author_id: 3, total: 403, count: 1 },
    ]);
  });

  test('tx=rollback: ignored until pgrst.db_tx_end allows the override', async () => {
    const committed = await restFetch(server, '/tags', {
      method: 'POST',
      headers: { Prefer: 'tx=rollback', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 61, label: 'committed' }),
    });
    expect(committed.status).toBe(201);
    expect(committed.headers.get('preference-applied') ?? '').not.toContain('tx=rollback');
    await setApiSetting('db_tx_end', 'commit-allow-override', async () => {
      const probe = await restFetch(server, '/tags?select=id&limit=1', {
        headers: { Prefer: 'tx=rollback' },
      });
      return (probe.headers.get('preference-applied') ?? '').includes('tx=rollback');
    });
    const undone = await restFetch(server, '/tags', {
      method: 'POST',
      headers: {
        Prefer: 'tx=rollback, return=representation',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id: 63, label: 'undone' }),
    });
    expect(undone.status).toBe(201);
    expect(undone.json).toEqual([{ id: 63, label: 'undone' }]);
    const { data } = await db.from('tags').select('id').in('id', [61, 63]).order('id');
    expect(data).toEqual([{ id: 61 }]);
  });

  test('explain: 406 until pgrst.db_plan_enabled, then the plan', async () => {
    const off = await db.from('tags').select().explain({ format: 'json' });
    expect(off.status).toBe(406);
    await setApiSetting('db_plan_enabled', 'true', async () => {
      const probe = await db.from('tags').select().explain({ format: 'json' });
      return probe.status === 200;
    });
    const json = await db.from('tags').select().explain({ format: 'json' });
    expect(json.data).toEqual([expect.objectContaining({ Plan: expect.any(Object) })]);
    const text = await db.from('tags').select().explain();
    expect(text.data).toMatch(/Aggregate {2}\(cost=/);
  });
});
