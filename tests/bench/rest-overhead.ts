/**
 * REST overhead benchmark (a script, not a test):
 *   pnpm exec tsx tests/bench/rest-overhead.ts [iterations]
 *
 * The same two reads — one row by primary key, and 1,000 rows each with an embedded
 * many-to-one resource — through supabase-js → supabase-local /rest/v1, and straight
 * through the database driver the server itself uses (PGlite, or `pg` for PostgreSQL),
 * on both engines in one run. Prints p50/p95 per path and the ratio REST / driver.
 *
 * The 1,000-row read has two driver baselines. "Its statement": the very message REST sends
 * (settings, then the prepared statement that builds the JSON), replayed through the
 * driver, and its body parsed with JSON.parse as supabase-js parses REST's: the same SQL,
 * so the ratio is what REST adds. "A join": the rows of a hand-written join, which the
 * driver returns without anyone building JSON; on PostgreSQL building 230 kB of JSON costs
 * more than the rows, whoever asks for it (packages/supabase-local/README.md).
 */
import { loadAverage } from './clients.ts';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startTestServer, type TestServer } from '../../packages/supabase-local/test/harness.ts';

const schema = `
  create table public.bench_authors (id int primary key, name text not null, bio text);
  create table public.bench_items (
    id int primary key,
    author_id int not null references public.bench_authors (id),
    title text not null,
    qty int not null,
    price numeric(10, 2) not null,
    tags text[] not null,
    created_at timestamptz not null default now()
  );
  insert into public.bench_authors select g, 'author ' || g, repeat('bio ', 10) from generate_series(1, 50) g;
  insert into public.bench_items
    select g, 1 + g % 50, 'item ' || g, g % 17, (g % 1000) / 10.0, array['a', 'b' || (g % 5)], now()
    from generate_series(1, 1000) g;
  analyze public.bench_authors;
  analyze public.bench_items;
`;

const singleSql = 'select * from public.bench_items where id = $1';
const joinSql = `
  select i.*, row_to_json(a) as bench_authors
  from public.bench_items i left join public.bench_authors a on a.id = i.author_id`;

export interface Stats {
  p50: number;
  p95: number;
}

async function measure(times: number, run: (i: number) => Promise<unknown>): Promise<Stats> {
  for (let i = 0; i < Math.min(30, times); i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

export interface RestOverhead {
  single: { rest: Stats; driver: Stats };
  big: { rest: Stats; driver: Stats; join: Stats };
}

type Engine = TestServer['server']['engine'];
type StatementCall = Parameters<Engine['statement']>;

/** The statement message `run` makes the server send (its last one), recorded off the engine. */
async function recordStatement(
  engine: Engine,
  run: () => Promise<unknown>,
): Promise<StatementCall> {
  const original = engine.statement;
  let seen: StatementCall | undefined;
  engine.statement = (...call) => {
    seen = call;
    return original.apply(engine, call);
  };
  try {
    await run();
  } finally {
    engine.statement = original;
  }
  if (!seen) throw new Error('the request sent no statement');
  return seen;
}

/** Both reads through REST and through the driver, one after the other, on one engine. */
export async function restOverhead(
  engine: 'pglite' | 'postgres',
  iterations: number,
): Promise<RestOverhead> {
  const bigIterations = Math.max(20, Math.floor(iterations / 6));
  const server: TestServer = await startTestServer({ engine });
  try {
    await server.server.engine.exec(schema);
    const client = server.client();
    const driver = server.server.engine;
    const check = await client.from('bench_items').select('*, bench_authors(*)');
    if (check.error || check.data?.length !== 1000)
      throw new Error(`bench setup failed: ${JSON.stringify(check.error)}`);

    const restSingle = await measure(iterations, async (i) => {
      const { error } = await client
        .from('bench_items')
        .select('*')
        .eq('id', 1 + (i % 1000))
        .single();
      if (error) throw new Error(error.message);
    });
    const driverSingle = await measure(iterations, (i) =>
      driver.query(singleSql, [1 + (i % 1000)]),
    );
    const restBig = await measure(bigIterations, async () => {
      const { data, error } = await client.from('bench_items').select('*, bench_authors(*)');
      if (error || data.length !== 1000) throw new Error(error?.message ?? 'short read');
    });
    const [prelude, text, args] = await recordStatement(driver, async () => {
      await client.from('bench_items').select('*, bench_authors(*)');
    });
    const driverBig = await measure(bigIterations, async () => {
      const { rows } = await driver.statement(prelude, text, args);
      const data: unknown = JSON.parse((rows[0] as { body: string }).body);
      if (!Array.isArray(data) || data.length !== 1000) throw new Error('short read');
    });
    const joinBig = await measure(bigIterations, () => driver.query(joinSql));

    return {
      single: { rest: restSingle, driver: driverSingle },
      big: { rest: restBig, driver: driverBig, join: joinBig },
    };
  } finally {
    await server.close();
  }
}

const fmt = (ms: number) => `${ms.toFixed(2)}ms`.padStart(10);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`.padStart(8);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const iterations = Number(process.argv[2] ?? 300);
  const lines: string[] = [];
  for (const engine of ['pglite', 'postgres'] as const) {
    const { single, big } = await restOverhead(engine, iterations);
    const row = (name: string, rest: Stats, driver: Stats) =>
      `${engine.padEnd(9)} ${name.padEnd(34)} ${fmt(rest.p50)} ${fmt(rest.p95)} ${fmt(driver.p50)} ${fmt(driver.p95)} ${ratio(rest.p50, driver.p50)} ${ratio(rest.p95, driver.p95)}`;
    lines.push(
      row('single row by key', single.rest, single.driver),
      row('1,000 rows + embed: its statement', big.rest, big.driver),
      row('1,000 rows + embed: a join', big.rest, big.join),
    );
  }
  console.log(
    `\nREST overhead: supabase-js → /rest/v1 vs the driver (${iterations} single-row, ${Math.max(20, Math.floor(iterations / 6))} large reads per path)\n`,
  );
  console.log(
    `${'engine'.padEnd(9)} ${'query'.padEnd(34)} ${'rest p50'.padStart(10)} ${'rest p95'.padStart(10)} ${'drv p50'.padStart(10)} ${'drv p95'.padStart(10)} ${'p50 ×'.padStart(8)} ${'p95 ×'.padStart(8)}`,
  );
  for (const line of lines) console.log(line);
  // Other work on the machine moves these numbers a lot; the load shows how much.
  console.log(`
load average ${loadAverage()}`);
}
