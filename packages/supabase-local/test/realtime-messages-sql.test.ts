import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const baseline = readFileSync(new URL('../src/db/baseline.sql', import.meta.url), 'utf8');

test('the baseline runs again over itself', async () => {
  await server.server.engine.exec(baseline);
  await server.server.engine.exec(baseline);
  const { rows } = await server.query<{ n: number }>(
    "select count(*)::int as n from pg_trigger where tgname = 'local_announce_message'",
  );
  expect(rows[0]?.n).toBe(1);
});

test('realtime.send writes a private broadcast row whose payload carries its id', async () => {
  await server.query(`select realtime.send('{"a":1}', 'ping', 'sql:send')`);
  const { rows } = await server.query<{
    id: string;
    payload: Record<string, unknown>;
    event: string;
    extension: string;
    private: boolean;
  }>(
    "select id, payload, event, extension, private from realtime.messages where topic = 'sql:send'",
  );
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(row).toMatchObject({ event: 'ping', extension: 'broadcast', private: true });
  expect(row?.payload).toEqual({ a: 1, id: row?.id });
});

test('realtime.send keeps an id the payload already has', async () => {
  await server.query(`select realtime.send('{"id":"mine"}', 'ping', 'sql:own-id', false)`);
  const { rows } = await server.query<{ payload: unknown; private: boolean }>(
    "select payload, private from realtime.messages where topic = 'sql:own-id'",
  );
  expect(rows).toEqual([{ payload: { id: 'mine' }, private: false }]);
});

test('a send that fails is a warning, not an error of the caller', async () => {
  // jsonb_set cannot add an "id" key to an array.
  await expect(
    server.query(`select realtime.send('[1]', 'ping', 'sql:bad', true)`),
  ).resolves.toBeDefined();
  const { rows } = await server.query("select from realtime.messages where topic = 'sql:bad'");
  expect(rows).toHaveLength(0);
});

test('realtime.broadcast_changes sends the records, the operation and the table', async () => {
  await server.server.engine.exec(`
    create table public.sql_bc (id int primary key, note text);
    create function public.sql_bc_broadcast() returns trigger language plpgsql as $$
    begin
      perform realtime.broadcast_changes('sql:bc:' || coalesce(new.id, old.id), tg_op, tg_op,
        tg_table_name, tg_table_schema, new, old);
      return null;
    end $$;
    create trigger sql_bc_broadcast after insert or update or delete on public.sql_bc
      for each row execute function public.sql_bc_broadcast();
    insert into public.sql_bc values (1, 'a');
    update public.sql_bc set note = 'b';
    delete from public.sql_bc;
  `);
  const { rows } = await server.query<{ event: string; payload: Record<string, unknown> }>(
    "select event, payload - 'id' as payload from realtime.messages where topic = 'sql:bc:1' order by inserted_at, event",
  );
  const byEvent = Object.fromEntries(rows.map((r) => [r.event, r.payload]));
  const common = { table: 'sql_bc', schema: 'public' };
  expect(byEvent).toEqual({
    INSERT: { ...common, operation: 'INSERT', record: { id: 1, note: 'a' }, old_record: null },
    UPDATE: {
      ...common,
      operation: 'UPDATE',
      record: { id: 1, note: 'b' },
      old_record: { id: 1, note: 'a' },
    },
    DELETE: { ...common, operation: 'DELETE', record: null, old_record: { id: 1, note: 'b' } },
  });
});

test('realtime.topic() reads the joining channel from the setting', async () => {
  const { rows } = await server.query<{ topic: string | null; unset: string | null }>(
    `select (select realtime.topic()) as unset,
       (select t from (select set_config('realtime.topic', 'user:x', false)) s, realtime.topic() t) as topic`,
  );
  expect(rows[0]).toEqual({ unset: null, topic: 'user:x' });
});
