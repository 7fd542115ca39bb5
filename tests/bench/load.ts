/**
 * Load benchmark of the local backend (a script, not a test): the server runs as `npm start`
 * runs it, a child process from the CLI with the project's migrations and seed, on
 * 127.0.0.1 only. For a fixed time, on each engine:
 *   - reviewers post insert_user_card_review in a loop, one request at a time each;
 *   - password sign-ins arrive at a steady rate (bcrypt at GoTrue's cost 10);
 *   - pairs of friends, each on its own realtime socket, send each other chat messages and
 *     wait for them through postgres_changes.
 * Prints throughput and p50/p95 per endpoint, errors, messages delivered / sent and the
 * server's memory at start and end.
 *
 *   pnpm exec tsx tests/bench/load.ts [--engine pglite|postgres|both] [--seconds 60]
 *     [--reviewers 50] [--signins 5] [--pairs 100]
 */
import { loadAverage } from './clients.ts';
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { type Backend, email, fixtures, password, rssMb, startBackend } from './cli-backend.ts';
import { percentile } from './percentile.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '60' },
    reviewers: { type: 'string', default: '50' },
    signins: { type: 'string', default: '5' },
    pairs: { type: 'string', default: '100' },
  },
});
const seconds = Number(values.seconds);
const reviewerCount = Number(values.reviewers);
const signInsPerSecond = Number(values.signins);
const pairCount = Number(values.pairs);
const users = reviewerCount + 2 * pairCount;

class Stats {
  readonly latencies = new Map<string, number[]>();
  errors = new Map<string, number>();
  async time<T>(endpoint: string, run: () => Promise<T>): Promise<T | undefined> {
    const started = performance.now();
    try {
      const result = await run();
      const list = this.latencies.get(endpoint) ?? [];
      list.push(performance.now() - started);
      this.latencies.set(endpoint, list);
      return result;
    } catch (error) {
      this.errors.set(endpoint, (this.errors.get(endpoint) ?? 0) + 1);
      if ((this.errors.get(endpoint) ?? 0) <= 3) console.error(`${endpoint}:`, error);
      return undefined;
    }
  }
}

const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

async function run(engine: 'pglite' | 'postgres'): Promise<string[]> {
  const { backend, prepared } = await startBackend(engine, (sql) =>
    fixtures(sql, reviewerCount, pairCount),
  );
  try {
    return await load(engine, backend, prepared);
  } finally {
    await backend.stop();
  }
}

async function load(
  engine: string,
  backend: Backend,
  { phrases, today }: { phrases: string[]; today: string },
): Promise<string[]> {
  const signedIn = async (i: number): Promise<{ client: SupabaseClient; uid: string }> => {
    const client = createClient(backend.url, backend.anonKey, options);
    const { data, error } = await client.auth.signInWithPassword({ email: email(i), password });
    if (error) throw error;
    return { client, uid: data.user.id };
  };
  const sessions: { client: SupabaseClient; uid: string }[] = [];
  for (let i = 0; i < users; i += 10) {
    const batch = Array.from({ length: Math.min(10, users - i) }, (_, k) => signedIn(i + k));
    sessions.push(...(await Promise.all(batch)));
  }

  const stats = new Stats();
  let sent = 0;
  let delivered = 0;
  for (let p = 0; p < pairCount; p++) {
    for (const side of [0, 1]) {
      const { client, uid } = sessions[reviewerCount + 2 * p + side]!;
      await new Promise<void>((resolve, reject) => {
        client
          .channel(`inbox-${uid}`)
          .on(
            'postgres_changes',
            {
              event: 'INSERT',
              schema: 'public',
              table: 'chat_message',
              filter: `recipient_uid=eq.${uid}`,
            },
            () => delivered++,
          )
          .subscribe((status, err) => {
            if (status === 'SUBSCRIBED') resolve();
            else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
              reject(err ?? new Error(status));
          });
      });
    }
  }

  const memoryStart = rssMb(backend.pid);
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  const reviewers = sessions.slice(0, reviewerCount).map(async ({ client }, r) => {
    for (let i = 0; Date.now() < end; i++) {
      await stats.time('rpc insert_user_card_review', async () => {
        const { error } = await client.rpc('insert_user_card_review', {
          score: 1 + ((i + r) % 4),
          phrase_id: phrases[i % phrases.length],
          lang: 'spa',
          day_session: today,
        });
        if (error) throw new Error(error.message);
      });
    }
  });
  const signIns = (async () => {
    const pending: Promise<unknown>[] = [];
    for (let i = 0; Date.now() < end; i++) {
      const who = email(i % users);
      pending.push(
        stats.time('auth password sign-in', async () => {
          const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
            body: JSON.stringify({ email: who, password }),
          });
          if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
          await res.arrayBuffer();
        }),
      );
      await new Promise((r) => setTimeout(r, 1000 / signInsPerSecond));
    }
    await Promise.all(pending);
  })();
  const chats = Array.from({ length: pairCount }, async (_, p) => {
    for (let i = 0; Date.now() < end; i++) {
      const from = sessions[reviewerCount + 2 * p + (i % 2)]!;
      const to = sessions[reviewerCount + 2 * p + ((i + 1) % 2)]!;
      const ok = await stats.time('rest insert chat_message', async () => {
        const { error } = await from.client.from('chat_message').insert({
          sender_uid: from.uid,
          recipient_uid: to.uid,
          message_type: 'recommendation',
          lang: 'spa',
          phrase_id: phrases[i % phrases.length],
        });
        if (error) throw new Error(error.message);
        return true;
      });
      if (ok) sent++;
      await new Promise((r) => setTimeout(r, 1000));
    }
  });
  await Promise.all([...reviewers, signIns, ...chats]);
  const wall = (performance.now() - started) / 1000;
  // Deliveries still in flight when the time ran out get a moment to land.
  const settleUntil = Date.now() + 5000;
  while (delivered < sent && Date.now() < settleUntil) await new Promise((r) => setTimeout(r, 50));
  const memoryEnd = rssMb(backend.pid);
  for (const { client } of sessions) await client.removeAllChannels();

  const lines = [...stats.latencies].map(([endpoint, list]) => {
    list.sort((a, b) => a - b);
    const errors = stats.errors.get(endpoint) ?? 0;
    return `| ${engine} | ${endpoint} | ${(list.length / wall).toFixed(1)} | ${percentile(list, 50).toFixed(1)} | ${percentile(list, 95).toFixed(1)} | ${errors} |`;
  });
  const errors = [...stats.errors.values()].reduce((a, b) => a + b, 0);
  lines.push(
    `| ${engine} | realtime delivered / sent | ${delivered} / ${sent} |  |  | ${errors} in all |`,
    `| ${engine} | server memory (RSS) | start ${memoryStart.toFixed(0)} MB, end ${memoryEnd.toFixed(0)} MB |  |  |  |`,
  );
  return lines;
}

const engines =
  values.engine === 'both'
    ? (['pglite', 'postgres'] as const)
    : [values.engine as 'pglite' | 'postgres'];
const table: string[] = [];
for (const engine of engines) table.push(...(await run(engine)));
console.log(
  `\nLoad: ${reviewerCount} reviewers, ${signInsPerSecond} sign-ins/s, ${pairCount} chatting pairs (${2 * pairCount} realtime clients), ${seconds} s\n`,
);
console.log('| engine | endpoint | req/s | p50 ms | p95 ms | errors |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const line of table) console.log(line);
console.log(`
load average ${loadAverage()}`);
process.exit(0);
