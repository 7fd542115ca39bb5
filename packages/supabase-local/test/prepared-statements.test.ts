import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Claims } from '../src/engine/types.ts';
import { startTestServer, testEngine, type TestServer } from './harness.ts';

// A REST request runs as one prepared statement (runStatementAs → engine.statement). PGlite
// keeps each statement prepared for the next request; whoever runs it, row level security
// must still judge rows as that caller, and a failure must leave nothing stale behind.

const migrationsDir = fileURLToPath(new URL('./fixtures/realtime-migrations', import.meta.url));
const read = {
  text: 'select body from public.notes where priority >= $1 order by id',
  params: [0],
};

let server: TestServer;
const alice = randomUUID();
const bob = randomUUID();
const as = (sub: string): Claims => ({ role: 'authenticated', sub });

beforeAll(async () => {
  server = await startTestServer({ migrationsDir });
  await server.query(
    `insert into public.notes (owner, body) values ($1, 'alice 1'), ($2, 'bob 1'), ($1, 'alice 2')`,
    [alice, bob],
  );
});

afterAll(async () => {
  await server?.close();
});

const bodies = async (claims: Claims) =>
  (await server.server.context.runStatementAs(claims, read, { readOnly: true })).rows.map(
    (r) => r.body,
  );

test('one statement run by different callers answers each under their own policies', async () => {
  for (let round = 0; round < 7; round++) {
    // Past five runs Postgres may switch to a generic plan: the answers must not change.
    expect(await bodies(as(alice))).toEqual(['alice 1', 'alice 2']);
    expect(await bodies(as(bob))).toEqual(['bob 1']);
    expect(await bodies({ role: 'anon' })).toEqual([]);
  }
});

test.runIf(testEngine() === 'pglite')(
  'PGlite prepares a statement once, and forgets what it kept after a failure',
  async () => {
    const kept = async () =>
      (
        await server.query<{ n: number }>(
          `select count(*)::int as n from pg_prepared_statements where statement like '%public.notes where priority%'`,
        )
      ).rows[0]!.n;
    await bodies(as(alice));
    await bodies(as(bob));
    expect(await kept()).toBe(1);
    await expect(
      server.server.context.runStatementAs(as(alice), {
        text: 'select 1 / ($1::int - 1) as x',
        params: [1],
      }),
    ).rejects.toThrow(/division by zero/);
    expect(await kept()).toBe(0);
    expect(await bodies(as(alice))).toEqual(['alice 1', 'alice 2']);
    expect(await kept()).toBe(1);
  },
);
