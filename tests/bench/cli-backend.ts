/**
 * What the backend benchmarks share: the server started as `npm start` starts it (a child
 * process from the CLI, on 127.0.0.1 only, so the memory and CPU measured are the
 * server's alone) over a database prepared in-process first, and the seeded accounts,
 * decks, review sessions and friendships they drive.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '@phrasebook/supabase-local';
import { freePort } from '@phrasebook/testing/free-port';
import { startPostgresCluster } from '@phrasebook/testing/postgres-cluster';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const cli = path.join(repoRoot, 'packages/supabase-local/bin/supabase-local.mjs');

export const password = 'load-bench-password';

export interface Backend {
  url: string;
  anonKey: string;
  pid: number;
  stop(): Promise<void>;
}

export type Sql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Migrates, seeds and fills a database in-process (`prepare`), then serves it from a CLI
 * child process, so the memory measured is the server's alone.
 */
export async function startBackend<T>(
  engine: 'pglite' | 'postgres',
  prepare: (sql: Sql) => Promise<T>,
): Promise<{ backend: Backend; prepared: T }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'phrasebook-load-'));
  const cluster = engine === 'postgres' ? await startPostgresCluster() : null;
  const setup = await startServer({ port: 0, dataDir, databaseUrl: cluster?.url });
  let prepared: T;
  try {
    prepared = await prepare(async (text, params) => (await setup.engine.query(text, params)).rows);
  } finally {
    await setup.close();
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops.
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      cli,
      ...['start', '--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir],
    ],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...(cluster ? { DATABASE_URL: cluster.url } : {}),
        SUPABASE_LOCAL_SIGNIN_PER_IP: '1000000',
        SUPABASE_LOCAL_SIGNIN_PER_EMAIL: '1000000',
        SUPABASE_LOCAL_SIGNUP_PER_IP: '1000000',
      },
    },
  );
  const runtimeFile = path.join(dataDir, 'runtime.json');
  while (!existsSync(runtimeFile)) {
    if (child.exitCode !== null) throw new Error('the backend exited during start-up');
    await new Promise((r) => setTimeout(r, 200));
  }
  const runtime = JSON.parse(readFileSync(runtimeFile, 'utf8')) as {
    apiUrl: string;
    anonKey: string;
  };
  const backend: Backend = {
    url: runtime.apiUrl,
    anonKey: runtime.anonKey,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { backend, prepared };
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * CPU time in ms used so far by this process's live descendants: the server (PGlite runs
 * inside it) and the PostgreSQL cluster. Per request, it says what serving costs whatever
 * else the machine runs, which moves every latency measured here.
 */
export function serverCpuMs(): number {
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  const ticksMs = 10; // USER_HZ is 100 on Linux
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name: state ppid … utime (12th) stime (13th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      cpu.set(Number(entry), (Number(fields[11]) + Number(fields[12])) * ticksMs);
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = (root: number): number =>
    (cpu.get(root) ?? 0) +
    [...parents].reduce((sum, [pid, parent]) => (parent === root ? sum + tree(pid) : sum), 0);
  return tree(process.pid) - (cpu.get(process.pid) ?? 0);
}

/** The bench account `i` (0-based); all share `password`. */
export const email = (i: number) => `load${i + 1}@example.test`;

/**
 * `reviewers` users with a Spanish deck of 20 cards and today's review session each, then
 * `pairs` pairs of friends; users 0…reviewers-1 are the reviewers, the pairs follow.
 */
export async function fixtures(
  sql: Sql,
  reviewerCount: number,
  pairCount: number,
): Promise<{ phrases: string[]; today: string }> {
  const users = reviewerCount + 2 * pairCount;
  // One bcrypt hash (cost 10) serves every user: hashing hundreds would take minutes here.
  await sql(
    `with h as (select crypt($1, gen_salt('bf', 10)) as hash)
     insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     select 'load' || g || '@example.test', h.hash, now(),
            jsonb_build_object('username', 'load' || g, 'languages_known', '[{"lang":"eng","level":"fluent"}]'::jsonb)
       from h, generate_series(1, $2) g`,
    [password, users],
  );
  const rows = await sql(
    `select u.email, u.id::text as id from auth.users u where u.email like 'load%'`,
  );
  const ids = new Map(rows.map((r) => [String(r.email), String(r.id)]));
  await sql(
    `insert into public.user_deck (uid, lang) select u.id, 'spa' from auth.users u where u.email like 'load%'`,
  );
  await sql(
    `insert into public.user_card (uid, phrase_id)
       select u.id, p.id from auth.users u cross join (select id from public.phrase where lang = 'spa' order by id limit 20) p
        where u.email like 'load%'`,
  );
  await sql(
    `insert into public.user_deck_review_state (uid, lang, day_session, manifest)
       select d.uid, 'spa', public.day_session_at('UTC'), array(select c.phrase_id from public.user_card c where c.uid = d.uid)
         from public.user_deck d join auth.users u on u.id = d.uid where u.email like 'load%'`,
  );
  for (let p = 0; p < pairCount; p++) {
    const a = ids.get(email(reviewerCount + 2 * p))!;
    const b = ids.get(email(reviewerCount + 2 * p + 1))!;
    for (const [by, to, action] of [
      [a, b, 'invite'],
      [b, a, 'accept'],
    ] as const) {
      await sql(
        `insert into public.friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type)
         values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, $3)`,
        [by, to, action],
      );
    }
  }
  const phrases = (
    await sql(`select id::text as id from public.phrase where lang = 'spa' order by id limit 20`)
  ).map((r) => String(r.id));
  const today = String((await sql(`select public.day_session_at('UTC')::text as today`))[0]!.today);
  return { phrases, today };
}
