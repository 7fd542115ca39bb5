/**
 * Auth throughput of supabase-local: 20 concurrent supabase-js clients doing password
 * sign-ins, then refreshes, for a fixed time each. Prints requests per second and latency
 * percentiles. Not a test: nothing passes or fails.
 *
 *   node --import tsx tests/bench/auth-throughput.ts [--engine pglite|postgres] [--seconds 10] [--clients 20]
 *
 * bcrypt runs at GoTrue's cost (10), so sign-in figures include real hashing work.
 */
import { parseArgs } from 'node:util';
import { startTestServer, type SignedUpUser } from '../../packages/supabase-local/test/harness.ts';
import { percentile } from './percentile.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: process.env.SUPABASE_LOCAL_TEST_ENGINE ?? 'pglite' },
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '20' },
  },
});
const engine = values.engine === 'postgres' ? 'postgres' : 'pglite';
const seconds = Number(values.seconds);
const clients = Number(values.clients);

async function phase(
  name: string,
  users: SignedUpUser[],
  op: (user: SignedUpUser) => Promise<boolean>,
): Promise<void> {
  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    users.map(async (user) => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const ok = await op(user);
        const elapsed = performance.now() - t0;
        if (ok) latencies.push(elapsed);
        else failures++;
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(18)} ${String(latencies.length).padStart(6)} ok  ${String(failures).padStart(4)} failed  ` +
      `${(latencies.length / wall).toFixed(1).padStart(7)} req/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  ` +
      `p95 ${percentile(latencies, 95).toFixed(1)} ms`,
  );
}

const server = await startTestServer({ engine, auth: { passwordHashCost: 10 } });
try {
  console.log(
    `supabase-local auth throughput: ${engine}, ${clients} concurrent clients, ${seconds} s per phase`,
  );
  const users: SignedUpUser[] = [];
  for (let i = 0; i < clients; i++)
    users.push(await server.signUpUser(`bench-${i}@example.test`, 'bench-password-1'));

  await phase('password sign-in', users, async (user) => {
    const { error } = await user.client.auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    return !error;
  });
  await phase('refresh', users, async (user) => {
    const { error } = await user.client.auth.refreshSession();
    return !error;
  });
} finally {
  await server.close();
}
