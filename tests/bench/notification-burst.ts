/**
 * Notification burst (issue #50): 200 people signed in with supabase-js, each on their
 * private channel `user:<uid>`, then 1,000 notifications inserted by the server, spread over
 * them; the notification trigger broadcasts each to its recipient after commit. Two bursts:
 * all in one transaction, then one transaction each (ten in flight at a time). For each,
 * delivered/expected, lost, and the delivery latency from commit (the insert's answer) to
 * the client's callback. Goal: none lost and p95 under 1 s on this machine. Exits non-zero
 * if any notification is lost.
 *
 *   pnpm exec tsx tests/bench/notification-burst.ts [--engine pglite|postgres] [--users 200] [--notifications 1000]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import {
  createTestClient,
  startTestServer,
  type TestServer,
} from '../../packages/supabase-local/test/harness.ts';
import { percentile } from './percentile.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: process.env.SUPABASE_LOCAL_TEST_ENGINE ?? 'pglite' },
    users: { type: 'string', default: '200' },
    notifications: { type: 'string', default: '1000' },
  },
});
const engine = values.engine === 'postgres' ? 'postgres' : 'pglite';
const userCount = Number(values.users);
const notificationCount = Number(values.notifications);
const goalP95Ms = 1000;
const password = 'burst-bench-password';
const migrationsDir = path.resolve(import.meta.dirname, '../../supabase/migrations');

interface Listener {
  uid: string;
  client: SupabaseClient;
  channel: RealtimeChannel;
}

/** Receipt time (performance.now()) of each notification id, as the clients see them. */
const receivedAt = new Map<string, number>();

/** Users made in SQL, one password hash for all: sign-up's hashing is not what is measured. */
async function createUsers(server: TestServer): Promise<string[]> {
  const { rows } = await server.query<{ id: string }>(
    `with h as (select extensions.crypt($1, extensions.gen_salt('bf', 4)) as hash)
     insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     select 'burst' || g || '@example.test', h.hash, now(),
            jsonb_build_object('username', 'burst' || g,
              'languages_known', '[{"lang":"eng","level":"fluent"}]'::jsonb)
       from h, generate_series(1, $2) g
     returning id::text`,
    [password, userCount],
  );
  return rows.map((r) => r.id);
}

async function listen(server: TestServer, uid: string, i: number): Promise<Listener> {
  const client = createTestClient(server.url, server.anonKey);
  const { error } = await client.auth.signInWithPassword({
    email: `burst${i + 1}@example.test`,
    password,
  });
  if (error) throw error;
  const channel = client
    .channel(`user:${uid}`, { config: { private: true } })
    .on('broadcast', { event: 'notification' }, (message) => {
      const id = (message.payload as { id?: unknown }).id;
      if (typeof id === 'string' && !receivedAt.has(id)) receivedAt.set(id, performance.now());
    });
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
        reject(err ?? new Error(`user:${uid}: ${status}`));
    });
  });
  return { uid, client, channel };
}

/** Runs `task` for 0…count-1, `width` at a time. */
async function pool(count: number, width: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

const recipientOf = (uids: string[], i: number) => uids[i % uids.length]!;

/** Waits until every id arrived, or until nothing new arrived for 5 s. */
async function awaitDeliveries(ids: string[]): Promise<void> {
  let seen = -1;
  let quietSince = performance.now();
  for (;;) {
    const arrived = ids.filter((id) => receivedAt.has(id)).length;
    if (arrived === ids.length) return;
    if (arrived !== seen) [seen, quietSince] = [arrived, performance.now()];
    if (performance.now() - quietSince > 5000) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

function report(name: string, committedAt: Map<string, number>): number {
  const ids = [...committedAt.keys()];
  const latencies = ids
    .filter((id) => receivedAt.has(id))
    .map((id) => receivedAt.get(id)! - committedAt.get(id)!);
  const lost = ids.length - latencies.length;
  const p95 = percentile(latencies, 95);
  console.log(
    `${name.padEnd(34)} delivered ${latencies.length}/${ids.length}  lost ${lost}  ` +
      `p50 ${percentile(latencies, 50).toFixed(0)} ms  p95 ${p95.toFixed(0)} ms  ` +
      `max ${Math.max(...latencies).toFixed(0)} ms  ` +
      (lost === 0 && p95 < goalP95Ms
        ? 'goal met'
        : `goal (none lost, p95 < ${goalP95Ms} ms) missed`),
  );
  return lost;
}

const insertSql = (rows: number) =>
  `insert into public.notification (uid, kind)
   select (array[${Array.from({ length: rows }, (_, i) => `$${i + 1}::uuid`).join(', ')}])[g], 'friend_invited'
     from generate_series(1, ${rows}) g
   returning id::text`;

const server = await startTestServer({ engine, migrationsDir });
const listeners: Listener[] = [];
let lost = 0;
try {
  console.log(
    `notification burst: ${engine}, ${userCount} clients on private channels, ${notificationCount} notifications per burst`,
  );
  const uids = await createUsers(server);
  const joinStart = performance.now();
  await pool(uids.length, 20, async (i) => {
    listeners.push(await listen(server, uids[i]!, i));
  });
  console.log(
    `${listeners.length} clients signed in and joined in ${Math.round(performance.now() - joinStart)} ms`,
  );

  // One transaction: every notification commits at once.
  const recipients = Array.from({ length: notificationCount }, (_, i) => recipientOf(uids, i));
  const { rows } = await server.query<{ id: string }>(insertSql(notificationCount), recipients);
  const committed = performance.now();
  const oneCommit = new Map(rows.map((r) => [r.id, committed]));
  await awaitDeliveries([...oneCommit.keys()]);
  lost += report('one transaction of all', oneCommit);

  // One transaction each, as events happening at once.
  const eachCommit = new Map<string, number>();
  await pool(notificationCount, 10, async (i) => {
    const {
      rows: [row],
    } = await server.query<{ id: string }>(insertSql(1), [recipientOf(uids, i)]);
    eachCommit.set(row!.id, performance.now());
  });
  await awaitDeliveries([...eachCommit.keys()]);
  lost += report('one transaction each, 10 at a time', eachCommit);
} finally {
  await Promise.all(listeners.map((l) => l.client.removeAllChannels()));
  await server.close();
}
process.exit(lost === 0 ? 0 : 1);
