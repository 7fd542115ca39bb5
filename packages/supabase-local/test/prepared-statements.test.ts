import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Claims } from '../src/engine/types.ts';
import { startTestServer, type TestServer } from './harness.ts';

// A REST request runs as one prepared statement (runStatementAs → engine.statement). PGlite
// and each PostgreSQL connection keep each statement prepared for the next request; whoever runs it, row level security
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

// What the session that runs requests keeps prepared. The statement runs on that session:
// PGlite's only one, and on PostgreSQL the pool hands an idle connection back last in,
// first out, so one request at a time always gets the same connection.
const kept = async () =>
  Number(
    (
      await server.server.context.runStatementAs(
        { role: 'service_role' },
        {
          text: `select count(*) as n from pg_prepared_statements where statement like '%public.notes where ' || $1 || '%'`,
          params: ['priority'],
        },
      )
    ).rows[0]!.n,
  );

test('a statement is prepared once per session, and forgotten after a failure', async () => {
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
});

test('requests still run after realtime deallocated the statements of their session', async () => {
  await bodies(as(alice));
  // runEachAs (realtime's checks) ends with `deallocate all` on the session it used.
  await server.server.context.runEachAs([{ claims: as(bob), text: 'select 1' }], []);
  expect(await kept()).toBe(0);
  expect(await bodies(as(alice))).toEqual(['alice 1', 'alice 2']);
  expect(await kept()).toBe(1);
});
