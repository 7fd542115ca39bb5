import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedPgliteDataDir } from '@phrasebook/testing/pglite-template';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPgliteEngine } from '../src/engine/pglite.ts';
import type { Engine } from '../src/engine/types.ts';

// PGlite's worker runs one message at a time, and messages complete in themselves wait in
// its queue rather than for each other's answers (engine/pglite.ts). Whatever waits there
// must behave as if it had been sent alone: its own time limit, its own result, its own
// prepared statement, never inside someone else's transaction.

let engine: Engine;
let dataDir = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-queue-'));
  await seedPgliteDataDir(dataDir);
  engine = await createPgliteEngine(dataDir);
});

afterAll(async () => {
  await engine?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const number = async (text: string, arg: number, timeoutMs?: number) =>
  Number((await engine.statement([], text, [`'${arg}'`], { timeoutMs })).rows[0]!.n);

const sleep = (seconds: number, timeoutMs: number) =>
  engine.statement([], 'select pg_sleep($1::float8) as slept', [`'${seconds}'`], { timeoutMs });

const preparedCount = async (fragment: string) =>
  Number(
    (
      await engine.query(
        `select count(*) as n from pg_prepared_statements where statement like '%' || $1 || '%'`,
        [fragment],
      )
    ).rows[0]!.n,
  );

test('a statement queued behind a slow one has its whole time limit once it begins', async () => {
  const slow = sleep(0.6, 5000);
  const quick = number('select $1::int * 2 as n', 21, 300);
  await expect(slow).resolves.toBeDefined();
  await expect(quick).resolves.toBe(42);
});

test('statements queued behind one ended by its time limit run on the next worker', async () => {
  const slow = sleep(30, 300);
  const behind = [1, 2, 3, 4, 5].map((i) => number('select $1::int + 100 as n', i));
  await expect(slow).rejects.toMatchObject({ code: '57014' });
  await expect(Promise.all(behind)).resolves.toEqual([101, 102, 103, 104, 105]);
});

test('first runs of one text sent together prepare it once', async () => {
  const text = 'select $1::int + 1000 as n';
  const all = await Promise.all(Array.from({ length: 20 }, (_, i) => number(text, i)));
  expect(all).toEqual(Array.from({ length: 20 }, (_, i) => i + 1000));
  expect(await preparedCount('+ 1000 as n')).toBe(1);
});

test('a failing statement fails alone, before and after its text is prepared', async () => {
  const text = 'select 60 / $1::int as n';
  for (let round = 0; round < 2; round++) {
    const divisors = [3, 0, 4, 0, 5, 6, 0, 10];
    const results = await Promise.allSettled(divisors.map((d) => number(text, d)));
    divisors.forEach((d, i) => {
      const result = results[i]!;
      if (d === 0) expect(result).toMatchObject({ status: 'rejected' });
      else expect(result).toEqual({ status: 'fulfilled', value: 60 / d });
    });
  }
  expect(await number(text, 2)).toBe(30);
});

test('statements sent while a script deallocates everything still find theirs', async () => {
  const text = 'select $1::int - 1 as n';
  expect(await number(text, 1)).toBe(0);
  const around = [
    number(text, 2),
    engine.script('deallocate all; select 1'),
    number(text, 3),
    number(text, 4),
  ];
  const [before, , ...after] = await Promise.all(around);
  expect([before, ...after]).toEqual([1, 2, 3]);
});

test('nothing sent during a transaction runs inside it', async () => {
  const seen: Promise<unknown>[] = [];
  const read = () =>
    engine.statement([], `select coalesce(current_setting('app.mark', true), '') as mark`, []);
  await engine.transaction(async (tx) => {
    await tx.query(`select set_config('app.mark', 'inside', true)`);
    for (let i = 0; i < 5; i++) seen.push(read().then((r) => r.rows[0]!.mark));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await tx.query(`select current_setting('app.mark') as mark`)).rows[0]!.mark).toBe(
      'inside',
    );
  });
  expect(await Promise.all(seen)).toEqual(['', '', '', '', '']);
});
