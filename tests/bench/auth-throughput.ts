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
import { phase } from './clients.ts';

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

/** Runs `op` for every user in a loop for `seconds` and prints what came of it. */
async function report(
  name: string,
  users: SignedUpUser[],
  op: (user: SignedUpUser) => Promise<boolean>,
): Promise<void> {
  const p = await phase(seconds, users.length, (client) => op(users[client]!));
  console.log(
    `${name.padEnd(18)} ${String(p.count).padStart(6)} ok  ${String(p.errors).padStart(4)} failed  ` +
      `${p.perSecond.toFixed(1).padStart(7)} req/s  p50 ${p.p50.toFixed(1)} ms  p95 ${p.p95.toFixed(1)} ms`,
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

  await report('password sign-in', users, async (user) => {
    const { error } = await user.client.auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    return !error;
  });
  await report('refresh', users, async (user) => {
    const { error } = await user.client.auth.refreshSession();
    return !error;
  });
} finally {
  await server.close();
}
