import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { createTestStore, type TestStore } from './harness.ts';
import { exitOf, spawnCli, type Runtime } from './process-helpers.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function setup(): Promise<{ store: TestStore; migrations: string }> {
  const store = await createTestStore();
  cleanups.push(() => store.remove());
  const migrations = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-durable-'));
  cleanups.push(() => rmSync(migrations, { recursive: true, force: true }));
  writeFileSync(
    path.join(migrations, '20240101000000_durable.sql'),
    `create table public.durable (id int primary key, note text not null);
     alter table public.durable enable row level security;`,
  );
  return { store, migrations };
}

function headers(runtime: Runtime, key = runtime.serviceRoleKey): Record<string, string> {
  return { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' };
}

/** One write through the REST API (service role), acknowledged by a 201. */
async function restInsert(runtime: Runtime, id: number): Promise<boolean> {
  const res = await fetch(`${runtime.apiUrl}/rest/v1/durable`, {
    method: 'POST',
    headers: { ...headers(runtime), prefer: 'return=minimal' },
    body: JSON.stringify({ id, note: `write ${id}` }),
  });
  await res.arrayBuffer();
  return res.status === 201;
}

/** One write through auth: a sign-up, acknowledged by a 200 with a session. */
async function signUp(runtime: Runtime, email: string): Promise<boolean> {
  const res = await fetch(`${runtime.apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: headers(runtime, runtime.anonKey),
    body: JSON.stringify({ email, password: 'durable-password' }),
  });
  await res.arrayBuffer();
  return res.status === 200;
}

test('every write acknowledged before SIGKILL is there after a restart on the same data', async () => {
  const { store, migrations } = await setup();
  const first = await spawnCli(store.dataDir, migrations, store.databaseUrl);
  cleanups.push(() => void first.child.kill('SIGKILL'));
  const restMounted =
    (
      await fetch(`${first.runtime.apiUrl}/rest/v1/durable?select=id`, {
        headers: headers(first.runtime),
      })
    ).status === 200;

  const ackedRows: number[] = [];
  const ackedUsers: string[] = [];
  let next = 0;
  let killed = false;
  const writers = Array.from({ length: 6 }, async (_, w) => {
    while (!killed) {
      const n = next++;
      try {
        if (restMounted && w % 2 === 0) {
          if (await restInsert(first.runtime, n)) ackedRows.push(n);
        } else {
          const email = `durable-${n}@example.test`;
          if (await signUp(first.runtime, email)) ackedUsers.push(email);
        }
      } catch {
        // the connection died with the server: this write was never acknowledged
      }
    }
  });
  const enough = Date.now() + 60_000;
  // Both kinds of write must have been acknowledged: REST inserts now return far sooner than
  // sign-ups, which hash a password at cost 10.
  const bothAcked = () => ackedUsers.length > 0 && (!restMounted || ackedRows.length > 0);
  while ((ackedRows.length + ackedUsers.length < 40 || !bothAcked()) && Date.now() < enough)
    await new Promise((r) => setTimeout(r, 10));
  first.child.kill('SIGKILL');
  killed = true;
  expect((await exitOf(first.child)).signal).toBe('SIGKILL');
  await Promise.all(writers);
  console.info(
    `acknowledged before SIGKILL: ${ackedUsers.length} sign-ups, ${ackedRows.length} REST inserts (REST ${restMounted ? 'mounted' : 'absent'})`,
  );
  expect(ackedUsers.length).toBeGreaterThan(0);
  if (restMounted) expect(ackedRows.length).toBeGreaterThan(0);

  const second = await spawnCli(store.dataDir, migrations, store.databaseUrl);
  cleanups.push(async () => {
    second.child.kill('SIGTERM');
    await exitOf(second.child);
  });
  // The keys survive the restart because the secret lives in the data directory.
  expect(second.runtime.anonKey).toBe(first.runtime.anonKey);
  const users = await fetch(`${second.runtime.apiUrl}/auth/v1/admin/users?per_page=1000`, {
    headers: headers(second.runtime),
  });
  const emails = new Set(
    ((await users.json()) as { users: { email: string }[] }).users.map((u) => u.email),
  );
  expect(ackedUsers.filter((e) => !emails.has(e))).toEqual([]);
  if (restMounted) {
    // Page by page: a read answers at most the server's 1,000 rows, and REST inserts can
    // outnumber that by the time the slower sign-ups are acknowledged.
    const ids = new Set<number>();
    for (let offset = 0; ; offset += 1000) {
      const rows = await fetch(
        `${second.runtime.apiUrl}/rest/v1/durable?select=id&order=id&limit=1000&offset=${offset}`,
        { headers: headers(second.runtime) },
      );
      const page = (await rows.json()) as { id: number }[];
      for (const row of page) ids.add(row.id);
      if (page.length < 1000) break;
    }
    expect(ackedRows.filter((id) => !ids.has(id))).toEqual([]);
  }
  // And the restarted server still takes writes.
  expect(await signUp(second.runtime, 'after-restart@example.test')).toBe(true);
}, 240_000);

type Stop = 'SIGTERM' | 'SIGINT' | 'starter gone';
const stops: { way: string; stop: Stop; group: boolean; said: string }[] = [
  { way: 'SIGTERM to the server', stop: 'SIGTERM', group: false, said: 'SIGTERM' },
  // What a terminal's Ctrl+C sends: the password hasher's process gets it too.
  { way: 'Ctrl+C, SIGINT to its process group', stop: 'SIGINT', group: true, said: 'SIGINT' },
  // What its starter's end, even by SIGKILL, does to the channel it was started with.
  { way: 'Its starter gone', stop: 'starter gone', group: false, said: 'Starter gone' },
];

test.each(stops)(
  '$way lets in-flight requests finish, then exits cleanly with everything saved',
  async ({ stop, group, said }) => {
    const { store, migrations } = await setup();
    // The sign-ups' hashing runs at the lowest priority: on a machine kept busy by other suites it
    // got no CPU within the default 10 s grace, after which the server cuts requests off.
    const first = await spawnCli(store.dataDir, migrations, store.databaseUrl, {
      env: { SUPABASE_LOCAL_SHUTDOWN_GRACE_SECONDS: '120' },
      ownGroup: group,
      channel: stop === 'starter gone',
    });
    cleanups.push(() => void first.child.kill('SIGKILL'));
    // Four, as each hash takes a core for a while: enough to be in flight at the signal, few
    // enough that a busy machine finishes them soon after.
    const emails = Array.from({ length: 4 }, (_, i) => `term-${i}@example.test`);
    // One keep-alive connection per request, opened (and accepted by the server) first: a
    // connection still in the kernel's accept queue when the listener closes is reset by
    // the kernel, and carries no in-flight request. fetch may open fresh connections, so a
    // node:http agent with exactly one socket per request is used.
    const agent = new http.Agent({ keepAlive: true, maxSockets: emails.length });
    cleanups.push(() => agent.destroy());
    // `written` settles once the request is handed to the kernel, `answered` with its status.
    const send = (method: string, path: string, body?: string) => {
      let written!: Promise<void>;
      const answered = new Promise<number>((resolve, reject) => {
        const req = http.request(
          `${first.runtime.apiUrl}${path}`,
          { agent, method, headers: headers(first.runtime, first.runtime.anonKey) },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        written = new Promise((sent) => req.on('finish', sent));
        req.end(body);
      });
      return { written, answered };
    };
    await Promise.all(emails.map(() => send('GET', '/health').answered));
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(emails.length);
    let answered = 0;
    const requests = emails.map((email) =>
      send('POST', '/auth/v1/signup', JSON.stringify({ email, password: 'durable-password' })),
    );
    const inFlight = requests.map(({ answered: status }) =>
      status.then((code) => code === 200).finally(() => answered++),
    );
    // The signal follows the requests themselves, not the calls that make them: one this
    // process had not yet written when the server swept idle sockets (src/index.ts) would meet
    // a closed socket. Written ones are read before that sweep; the pause lets hashing start.
    await Promise.all(requests.map(({ written }) => written));
    await new Promise((r) => setTimeout(r, 100));
    const pendingAtSignal = emails.length - answered;
    if (stop === 'starter gone') first.child.disconnect();
    else if (group) process.kill(-first.child.pid!, stop);
    else first.child.kill(stop);
    // A request cut off says only "socket hang up": the server's account goes with it.
    const results = await Promise.all(inFlight).catch((error: unknown) => {
      throw new Error(
        `${String(error)} (${answered} answered); the server said:\n${first.output()}`,
      );
    });
    expect(pendingAtSignal).toBeGreaterThan(0);
    expect(results).toEqual(emails.map(() => true));
    expect(await exitOf(first.child)).toEqual({ code: 0, signal: null });
    expect(first.output()).toContain(`${said}: finishing requests`);
    expect(existsSync(path.join(store.dataDir, 'runtime.json'))).toBe(false);

    const second = await spawnCli(store.dataDir, migrations, store.databaseUrl);
    cleanups.push(async () => {
      second.child.kill('SIGTERM');
      await exitOf(second.child);
    });
    const users = await fetch(`${second.runtime.apiUrl}/auth/v1/admin/users?per_page=1000`, {
      headers: headers(second.runtime),
    });
    const stored = new Set(
      ((await users.json()) as { users: { email: string }[] }).users.map((u) => u.email),
    );
    expect(emails.filter((e) => !stored.has(e))).toEqual([]);
  },
  240_000,
);
