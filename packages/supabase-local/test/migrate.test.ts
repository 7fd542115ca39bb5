import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { MigrationError, startServer, type RunningServer } from '../src/index.ts';
import { createTestStore, type TestStore } from './harness.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

function sqlFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-migrations-'));
  mkdirSync(dir, { recursive: true });
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql);
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function store(): Promise<TestStore> {
  const s = await createTestStore();
  cleanups.push(() => s.remove());
  return s;
}

async function start(
  s: TestStore,
  migrationsDir: string,
  seedFile?: string,
): Promise<RunningServer> {
  const server = await startServer({
    port: 0,
    dataDir: s.dataDir,
    databaseUrl: s.databaseUrl,
    migrationsDir,
    seedFile: seedFile ?? null,
    jwtSecret: 'x'.repeat(40),
  });
  return server;
}

test('applies migrations in file-name order, records them, and applies only new ones on restart', async () => {
  const s = await store();
  const dir = sqlFolder({
    // Written in reverse on purpose: the second depends on the first.
    '20240102000000_add_rows.sql': "insert into public.things (name) values ('from second');",
    '20240101000000_create_things.sql': `
      create table public.things (id serial primary key, name text not null);
      insert into public.things (name) values ('from first');`,
  });
  const first = await start(s, dir);
  expect(first.migrations.applied).toEqual([
    '20240101000000_create_things.sql',
    '20240102000000_add_rows.sql',
  ]);
  const names = await first.engine.query<{ name: string }>(
    'select name from public.things order by id',
  );
  expect(names.rows.map((r) => r.name)).toEqual(['from first', 'from second']);
  const tracked = await first.engine.query<{ version: string; name: string }>(
    'select version, name from supabase_migrations.schema_migrations order by version',
  );
  expect(tracked.rows).toEqual([
    { version: '20240101000000', name: 'create_things' },
    { version: '20240102000000', name: 'add_rows' },
  ]);
  await first.close();

  writeFileSync(
    path.join(dir, '20240103000000_more.sql'),
    "insert into public.things (name) values ('from third');",
  );
  const second = await start(s, dir);
  expect(second.migrations.applied).toEqual(['20240103000000_more.sql']);
  const count = await second.engine.query<{ n: number }>(
    'select count(*)::int as n from public.things',
  );
  expect(count.rows[0]?.n).toBe(3);
  await second.close();
});

test('a failing migration stops the start, names the file and the Postgres error, and leaves nothing half-done', async () => {
  const s = await store();
  const dir = sqlFolder({
    '20240101000000_ok.sql': 'create table public.kept (id int primary key);',
    '20240102000000_broken.sql': `
      create table public.half_done (id int primary key);
      select * from public.no_such_table;`,
    '20240103000000_never.sql': 'create table public.never (id int);',
  });
  const error = await start(s, dir).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MigrationError);
  expect((error as MigrationError).file).toBe('20240102000000_broken.sql');
  expect((error as Error).message).toContain('20240102000000_broken.sql');
  expect((error as Error).message).toContain('relation "public.no_such_table" does not exist');

  // Fix the file and start again: the first stays applied, the broken one runs whole now.
  writeFileSync(
    path.join(dir, '20240102000000_broken.sql'),
    'create table public.half_done (id int primary key);',
  );
  const server = await start(s, dir);
  expect(server.migrations.applied).toEqual([
    '20240102000000_broken.sql',
    '20240103000000_never.sql',
  ]);
  await server.close();
});

test('the seed runs on an empty database only', async () => {
  const s = await store();
  const dir = sqlFolder({
    '20240101000000_t.sql': 'create table public.seeded (id serial primary key, v text);',
  });
  const seedDir = sqlFolder({
    'seed.sql':
      "insert into public.seeded (v) values ('a'); insert into public.seeded (v) values ('b');",
  });
  const seed = path.join(seedDir, 'seed.sql');
  const first = await start(s, dir, seed);
  expect(first.migrations.seeded).toBe(true);
  await first.close();
  const second = await start(s, dir, seed);
  expect(second.migrations.seeded).toBe(false);
  const rows = await second.engine.query<{ n: number }>(
    'select count(*)::int as n from public.seeded',
  );
  expect(rows.rows[0]?.n).toBe(2);
  await second.close();
});

test('a failing seed names the seed file', async () => {
  const s = await store();
  const seedDir = sqlFolder({ 'seed.sql': 'insert into public.nowhere values (1);' });
  const error = await start(s, sqlFolder({}), path.join(seedDir, 'seed.sql')).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MigrationError);
  expect((error as Error).message).toMatch(/seed\.sql failed: .*nowhere/);
});

test('the project migrations in supabase/migrations apply on this engine', async () => {
  const s = await store();
  const server = await start(s, path.resolve(import.meta.dirname, '../../../supabase/migrations'));
  const tracked = await server.engine.query<{ n: number }>(
    'select count(*)::int as n from supabase_migrations.schema_migrations',
  );
  expect(tracked.rows[0]?.n).toBe(server.migrations.applied.length);
  await server.close();
});
