/**
 * The local backend against the performance goals of its issue (#10), on both engines side
 * by side in one run (a script, not a test). The server runs as `npm start` runs it, a
 * child process of the CLI on 127.0.0.1 (cli-backend.ts); each phase lasts `--seconds`,
 * phases 1 and 4 after an unmeasured warm-up of the same requests:
 *   1. quiet: 4 clients reading one row each, each every 10 ms (400 reads a second, the
 *      traffic of a busy team);
 *   2. sign-in storm: 20 clients signing in with a password (bcrypt cost 10) back to back
 *      while the same 4 clients read: sign-ins per second, and the reads' p95 against
 *      phase 1. Before it, the bcrypt verifications a second the same cores do alone and the
 *      sign-ins with nothing else running: a sign-in is one verification, so the two rates
 *      show what the rest of a sign-in costs. Phases 1 and 2 run again with the 4 readers back to back, asking for all
 *      the CPU they can get: on two cores the hasher's priority then decides which of the
 *      two goals holds (packages/supabase-local/README.md);
 *   3. 32 clients reading one row each: requests per second;
 *   4. 50 reviewers posting insert_user_card_review back to back, then each once a second
 *      (as people review): p50 / p95. Back to back, 50 clients wait on each other: the p95
 *      is bound by 50 / throughput.
 * Then the 1,000-row read with an embed against the same SQL through the driver, and
 * against a hand-written join's rows (rest-overhead.ts, in-process). Requests go through node:http (http-client.ts), not
 * supabase-js or fetch, so the client's own work stays small next to the server's: both
 * share this machine's cores.
 *
 *   pnpm exec tsx tests/bench/backend-goals.ts [--seconds 10] [--engine pglite|postgres|both]
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  type Backend,
  email,
  fixtures,
  password,
  serverCpuMs,
  startBackend,
} from './cli-backend.ts';
import { loadAverage, phase, type Phase } from './clients.ts';
import { httpClient } from './http-client.ts';
import { restOverhead } from './rest-overhead.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    engine: { type: 'string', default: 'both' },
  },
});
const seconds = Number(values.seconds);
// Unmeasured, before the first reads and before the reviews: a path the server has not run
// yet speeds up over its first 4 s here (V8 compiling it, each pooled connection filling its
// caches): reviews went from ~500 to ~3,000 a second on PostgreSQL and from ~300 to ~1,300
// on PGlite. The goals are about a server that has been up for a while.
const warmUp = Math.min(5, seconds / 2);
const REVIEWERS = 50;
const SIGN_IN_CLIENTS = 20;
const READERS_BESIDE = 4;
const READERS = 32;
/** How often each reader beside the sign-ins reads, in the paced phases. */
const READ_PACE_MS = 10;

type Engine = 'pglite' | 'postgres';

// The backend's own bcrypt (native, @node-rs/bcrypt), as its hasher process runs it.
const bcrypt = createRequire(
  new URL('../../packages/supabase-local/package.json', import.meta.url),
)('@node-rs/bcrypt') as {
  hash(password: string, cost: number): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
};

/**
 * What the sign-ins are measured against: the cost-10 bcrypt verifications a second these
 * cores do with nothing else running, one at a time per core, as the backend's hasher allows
 * (packages/supabase-local/README.md). A password sign-in is one such verification.
 */
async function bcryptAlone(): Promise<Phase> {
  const stored = await bcrypt.hash(password, 10);
  return phase(seconds, os.availableParallelism(), async () => bcrypt.verify(password, stored));
}

// One client for every phase, a socket per concurrent request (50 reviewers at most).
const client = httpClient(64);

async function signIn(backend: Backend, who: string): Promise<string | null> {
  const res = await client.send(
    'POST',
    `${backend.url}/auth/v1/token?grant_type=password`,
    { apikey: backend.anonKey, 'content-type': 'application/json' },
    JSON.stringify({ email: who, password }),
  );
  if (res.status !== 200) return null;
  return (JSON.parse(res.body) as { access_token: string }).access_token;
}

interface Storm {
  quiet: Phase;
  signIns: Phase;
  reads: Phase;
}

interface EngineFigures {
  /** bcrypt cost-10 verifications a second on these cores alone, just before the storm. */
  bcrypt: Phase;
  /** The same sign-ins with nothing else running. */
  signInsAlone: Phase;
  /** With the readers paced, then back to back. */
  storm: Storm;
  stormBackToBack: Storm;
  reads: Phase;
  reviews: Phase;
  /** Server and database CPU per review back to back, in µs. */
  reviewCpuUs: number;
  pacedReviews: Phase;
  big: { rest: number; driver: number; join: number };
  single: { rest: number; driver: number };
  load: string;
}

async function measure(engine: Engine): Promise<EngineFigures> {
  const { backend, prepared } = await startBackend(engine, (sql) => fixtures(sql, REVIEWERS, 0));
  let served: Omit<EngineFigures, 'big' | 'single'>;
  try {
    const { phrases, today } = prepared;
    const read = async (_: number, i: number) => {
      const id = phrases[i % phrases.length]!;
      const res = await client.send('GET', `${backend.url}/rest/v1/phrase?select=*&id=eq.${id}`, {
        apikey: backend.anonKey,
        authorization: `Bearer ${backend.anonKey}`,
      });
      return res.status === 200 && (JSON.parse(res.body) as unknown[]).length === 1;
    };
    const storm = async (paceMs: number): Promise<Storm> => {
      const quiet = await phase(seconds, READERS_BESIDE, read, paceMs);
      const [signIns, reads] = await Promise.all([
        phase(
          seconds,
          SIGN_IN_CLIENTS,
          async (client) => (await signIn(backend, email(client))) !== null,
        ),
        phase(seconds, READERS_BESIDE, read, paceMs),
      ]);
      return { quiet, signIns, reads };
    };
    await phase(warmUp, READERS_BESIDE, read);
    const hashes = await bcryptAlone();
    const signInsAlone = await phase(
      seconds,
      SIGN_IN_CLIENTS,
      async (client) => (await signIn(backend, email(client))) !== null,
    );
    const paced = await storm(READ_PACE_MS);
    const backToBack = await storm(0);
    const reads = await phase(seconds, READERS, read);
    const tokens: string[] = [];
    for (let i = 0; i < REVIEWERS; i++) {
      const token = await signIn(backend, email(i));
      if (!token) throw new Error(`reviewer ${i} could not sign in`);
      tokens.push(token);
    }
    const review = async (reviewer: number, i: number) => {
      const res = await client.send(
        'POST',
        `${backend.url}/rest/v1/rpc/insert_user_card_review`,
        {
          apikey: backend.anonKey,
          authorization: `Bearer ${tokens[reviewer]}`,
          'content-type': 'application/json',
        },
        JSON.stringify({
          score: 1 + ((i + reviewer) % 4),
          phrase_id: phrases[i % phrases.length],
          lang: 'spa',
          day_session: today,
        }),
      );
      return res.status === 200;
    };
    await phase(warmUp, REVIEWERS, review);
    const cpuBefore = serverCpuMs();
    const reviews = await phase(seconds, REVIEWERS, review);
    const reviewCpuUs = ((serverCpuMs() - cpuBefore) * 1000) / reviews.count;
    // As people review: each reviewer posts once a second (a card takes longer than that).
    const pacedReviews = await phase(seconds, REVIEWERS, review, 1000);
    served = {
      bcrypt: hashes,
      signInsAlone,
      storm: paced,
      stormBackToBack: backToBack,
      reads,
      reviews,
      reviewCpuUs,
      pacedReviews,
      load: loadAverage(),
    };
  } finally {
    await backend.stop();
  }
  const overhead = await restOverhead(engine, 300);
  return {
    ...served,
    big: {
      rest: overhead.big.rest.p50,
      driver: overhead.big.driver.p50,
      join: overhead.big.join.p50,
    },
    single: { rest: overhead.single.rest.p50, driver: overhead.single.driver.p50 },
  };
}

const engines: Engine[] =
  values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine as Engine];
const figures = new Map<Engine, EngineFigures>();
for (const engine of engines) figures.set(engine, await measure(engine));

const ms = (value: number) => `${value.toFixed(1)} ms`;
const errors = (p: Phase) => (p.errors > 0 ? ` (${p.errors} errors)` : '');
const signIns = (s: Storm) => s.signIns.perSecond.toFixed(1) + errors(s.signIns);
const stormRatio = (s: Storm) =>
  `${ms(s.reads.p95)} / ${ms(s.quiet.p95)} = ${(s.reads.p95 / s.quiet.p95).toFixed(1)}×`;
const rows: Array<[string, string, (f: EngineFigures) => string]> = [
  [`password sign-ins/s, ${SIGN_IN_CLIENTS} clients`, '≥ 20', (f) => signIns(f.storm)],
  [
    `bcrypt cost-10 verifications/s on the same ${os.availableParallelism()} cores alone`,
    '',
    (f) => f.bcrypt.perSecond.toFixed(1),
  ],
  [
    `password sign-ins/s, ${SIGN_IN_CLIENTS} clients, nothing else running`,
    '',
    (f) => f.signInsAlone.perSecond.toFixed(1) + errors(f.signInsAlone),
  ],
  [
    'sign-ins / bcrypt alone: nothing else running; beside the 4 paced readers',
    '≥ 0.8',
    (f) =>
      `${(f.signInsAlone.perSecond / f.bcrypt.perSecond).toFixed(2)}; ${(f.storm.signIns.perSecond / f.bcrypt.perSecond).toFixed(2)}`,
  ],
  [
    `REST read p95 during the sign-ins / quiet (${READERS_BESIDE} readers, each every ${READ_PACE_MS} ms)`,
    '≤ 3×',
    (f) => stormRatio(f.storm),
  ],
  [
    `the same two, the ${READERS_BESIDE} readers back to back`,
    '',
    (f) => `${signIns(f.stormBackToBack)}; ${stormRatio(f.stormBackToBack)}`,
  ],
  [
    `single-row reads/s, ${READERS} clients`,
    '≥ 2,000',
    (f) => `${f.reads.perSecond.toFixed(0)} (p95 ${ms(f.reads.p95)})${errors(f.reads)}`,
  ],
  [
    '1,000 rows + embed, REST / its statement through the driver, p50',
    '≤ 1.5×',
    (f) => `${ms(f.big.rest)} / ${ms(f.big.driver)} = ${(f.big.rest / f.big.driver).toFixed(2)}×`,
  ],
  [
    'the same, REST / a hand-written join through the driver (rows, no JSON built)',
    '',
    (f) => `${ms(f.big.rest)} / ${ms(f.big.join)} = ${(f.big.rest / f.big.join).toFixed(2)}×`,
  ],
  [
    'one row by key, REST / driver p50 (1 client)',
    '',
    (f) => `${ms(f.single.rest)} / ${ms(f.single.driver)}`,
  ],
  [
    `insert_user_card_review p95, ${REVIEWERS} reviewers back to back`,
    '< 30 ms',
    (f) =>
      `${ms(f.reviews.p95)} (p50 ${ms(f.reviews.p50)}, ${f.reviews.perSecond.toFixed(0)}/s)${errors(f.reviews)}`,
  ],
  ['CPU per review back to back (server + database)', '', (f) => `${f.reviewCpuUs.toFixed(0)} µs`],
  [
    `insert_user_card_review p95, ${REVIEWERS} reviewers posting once a second`,
    '< 30 ms',
    (f) => `${ms(f.pacedReviews.p95)} (p50 ${ms(f.pacedReviews.p50)})${errors(f.pacedReviews)}`,
  ],
  ['load average (1, 5, 15 min) at the end', '', (f) => f.load],
];
console.log(`\nThe local backend against issue #10's goals, ${seconds} s per phase\n`);
console.log(`| measure | goal | ${engines.join(' | ')} |`);
console.log(`| --- | --- | ${engines.map(() => '---').join(' | ')} |`);
for (const [name, goal, value] of rows) {
  console.log(`| ${name} | ${goal} | ${engines.map((e) => value(figures.get(e)!)).join(' | ')} |`);
}
client.close();
process.exit(0);
