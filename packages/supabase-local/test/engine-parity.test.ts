import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPgliteEngine } from '../src/engine/pglite.ts';
import { createPostgresEngine } from '../src/engine/postgres.ts';
import type { Engine } from '../src/engine/types.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedPgliteDataDir } from '@phrasebook/testing/pglite-template';
import { startPostgresCluster, type PostgresCluster } from '@phrasebook/testing/postgres-cluster';

// Both engines side by side in every run: the same SQL must give the same JS values.
let pglite: Engine;
let postgres: Engine;
let cluster: PostgresCluster | null = null;
let dataDir = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-parity-'));
  await seedPgliteDataDir(dataDir);
  let adminUrl = process.env.SUPABASE_LOCAL_TEST_PG_URL;
  if (!adminUrl) {
    cluster = await startPostgresCluster();
    adminUrl = cluster.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const db = `parity_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin.query(`create database ${db}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${db}`;
  [pglite, postgres] = await Promise.all([
    createPgliteEngine(dataDir),
    createPostgresEngine(url.toString()),
  ]);
  for (const engine of [pglite, postgres])
    await migrate(engine!, { migrationsDir: path.join(dataDir, 'none') });
  const setup = `
    create type mood as enum ('happy', 'sad');
    create table things (id bigserial primary key, name text not null, tags text[], score numeric, mood mood, meta jsonb);
  `;
  await pglite.exec(setup);
  await postgres.exec(setup);
});

afterAll(async () => {
  await pglite?.close();
  await postgres?.close();
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const both = () => [pglite, postgres] as const;

const typed = `
  select 1::int2 as i2, 2::int4 as i4, 9007199254740991::int8 as i8, 12.50::numeric as num, 1.5::float4 as f4,
         2.25::float8 as f8, true as yes, false as no, null::text as nothing, 'text'::text as t, 'v'::varchar as vc,
         '{"a":[1,{"b":null}]}'::json as j, '{"a":1}'::jsonb as jb, '[1,2]'::jsonb as jarr, '"s"'::jsonb as jstr,
         array['a','b,c','"q"']::text[] as texts, array[1,2,null]::int4[] as ints, array[10000000000]::int8[] as bigs,
         array[1.5,2]::numeric[] as nums, array[true,false]::bool[] as bools, array['{"x":1}']::jsonb[] as jsons,
         '2026-01-02 03:04:05.678+00'::timestamptz as ts, '2026-01-02 03:04:05'::timestamp as tsl, '2026-01-02'::date as d,
         '03:04:05'::time as tm, '1 day 02:00:00'::interval as iv, '123e4567-e89b-12d3-a456-426614174000'::uuid as id,
         '\\x0102ff'::bytea as bin, 'happy'::mood as m, array['2026-01-02 03:04:05+00']::timestamptz[] as tss,
         12345::oid as o, '{}'::text[] as empty_texts, array[array[1,2],array[3,4]]::int4[] as matrix`;

describe('same values on both engines', () => {
  test('scalars, arrays, json and dates', async () => {
    const [a, b] = (await Promise.all(both().map((e) => e.query(typed)))) as [
      Awaited<ReturnType<Engine['query']>>,
      Awaited<ReturnType<Engine['query']>>,
    ];
    expect(a.rows).toEqual(b.rows);
    // Type OIDs agree for built-in types; user-defined ones (the enum) get per-database OIDs.
    const builtIn = (fields: typeof a.fields) => fields.filter((f) => f.name !== 'm');
    expect(builtIn(a.fields)).toEqual(builtIn(b.fields));
    expect(a.rows[0]).toMatchObject({
      i2: 1,
      i4: 2,
      i8: 9007199254740991,
      num: 12.5,
      f4: 1.5,
      yes: true,
      nothing: null,
      j: { a: [1, { b: null }] },
      jarr: [1, 2],
      jstr: 's',
      texts: ['a', 'b,c', '"q"'],
      ints: [1, 2, null],
      bigs: [10000000000],
      nums: [1.5, 2],
      jsons: [{ x: 1 }],
      ts: '2026-01-02 03:04:05.678+00',
      d: '2026-01-02',
      id: '123e4567-e89b-12d3-a456-426614174000',
      bin: '\\x0102ff',
      m: 'happy',
      empty_texts: [],
      matrix: [
        [1, 2],
        [3, 4],
      ],
    });
    expect(a.fields.find((f) => f.name === 'i8')?.dataTypeID).toBe(20);
    expect(a.fields.find((f) => f.name === 'jb')?.dataTypeID).toBe(3802);
  });

  test('parameters and affected rows', async () => {
    for (const engine of both()) {
      const inserted = await engine.query(
        'insert into things (name, tags, score, mood, meta) values ($1, $2, $3, $4, $5::jsonb), ($6, null, null, null, null) returning id, name, tags, score, mood, meta',
        ['one', ['x', 'y'], '3.25', 'sad', JSON.stringify({ k: [1] }), 'two'],
      );
      expect(inserted.affectedRows).toBe(2);
      expect(inserted.rows[0]).toEqual({
        id: inserted.rows[0]!.id,
        name: 'one',
        tags: ['x', 'y'],
        score: 3.25,
        mood: 'sad',
        meta: { k: [1] },
      });
      const updated = await engine.query(
        'update things set score = score + 1 where name = any($1::text[])',
        [['one', 'two']],
      );
      expect(updated.affectedRows).toBe(2);
      const selected = await engine.query('select count(*) as n from things');
      expect(selected.rows[0]).toEqual({ n: 2 });
      expect(selected.affectedRows).toBe(0);
      const deleted = await engine.query('delete from things where name = $1', ['two']);
      expect(deleted.affectedRows).toBe(1);
    }
  });

  test('errors carry the SQLSTATE code', async () => {
    for (const engine of both()) {
      await expect(engine.query('select * from nowhere')).rejects.toMatchObject({ code: '42P01' });
      await expect(engine.query('insert into things (name) values (null)')).rejects.toMatchObject({
        code: '23502',
      });
    }
  });
});

describe('transactions', () => {
  test('commit keeps, a throw rolls back, and role settings end with the transaction', async () => {
    for (const engine of both()) {
      await engine.transaction(async (tx) => {
        await tx.query("insert into things (name) values ('kept')");
      });
      await expect(
        engine.transaction(async (tx) => {
          await tx.query("insert into things (name) values ('dropped')");
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      await expect(
        engine.transaction(async (tx) => {
          await tx.query("insert into things (name) values ('dropped-too')");
          await tx.query('select 1/0');
        }),
      ).rejects.toMatchObject({ code: '22012' });
      const names = await engine.query<{ name: string }>(
        "select name from things where name like 'kept' or name like 'dropped%'",
      );
      expect(names.rows).toEqual([{ name: 'kept' }]);

      const inside = await engine.transaction(async (tx) => {
        await tx.query(
          "select set_config('role', 'anon', true), set_config('request.jwt.claims', '{\"role\":\"anon\"}', true)",
        );
        return (await tx.query<{ u: string }>('select current_user as u')).rows[0]?.u;
      });
      expect(inside).toBe('anon');
      const outside = await engine.query<{ u: string; c: string | null }>(
        "select current_user as u, nullif(current_setting('request.jwt.claims', true), '') as c",
      );
      expect(outside.rows[0]).toEqual({ u: 'postgres', c: null });
    }
  });

  test('concurrent transactions on one engine do not interleave their effects', async () => {
    for (const engine of both()) {
      await engine.exec(
        'create table if not exists counter (n int); delete from counter; insert into counter values (0);',
      );
      await Promise.all(
        Array.from({ length: 20 }, () =>
          engine.transaction(async (tx) => {
            const { rows } = await tx.query<{ n: number }>('select n from counter for update');
            await tx.query('update counter set n = $1', [rows[0]!.n + 1]);
          }),
        ),
      );
      const { rows } = await engine.query<{ n: number }>('select n from counter');
      expect(rows[0]?.n).toBe(20);
    }
  });
});

describe('listen/notify', () => {
  test('a committed notify reaches the listener; unlisten stops it; a rolled-back one never arrives', async () => {
    for (const engine of both()) {
      const got: string[] = [];
      const stop = await engine.listen('parity_channel', (p) => got.push(p));
      await engine.query("select pg_notify('parity_channel', 'first')");
      await expect(
        engine.transaction(async (tx) => {
          await tx.query("select pg_notify('parity_channel', 'rolled back')");
          throw new Error('no');
        }),
      ).rejects.toThrow('no');
      await engine.transaction(async (tx) => {
        await tx.query("select pg_notify('parity_channel', $1)", ['second']);
      });
      const deadline = Date.now() + 5000;
      while (got.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(got).toEqual(['first', 'second']);
      await stop();
      await engine.query("select pg_notify('parity_channel', 'after')");
      await new Promise((r) => setTimeout(r, 200));
      expect(got).toEqual(['first', 'second']);
    }
  });
});
