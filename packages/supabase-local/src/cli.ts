import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AuthOptions } from './auth/index.ts';
import { MigrationError, startServer } from './index.ts';
import { defaultDataDir, demoAccountsFile } from './paths.ts';

const usage = `Usage: supabase-local start [--port N] [--host H] [--data-dir DIR] [--migrations DIR] [--seed FILE | --no-seed] [--confirm-email]

Starts a Supabase-compatible backend (auth, REST, storage, realtime) on one port.
DATABASE_URL set: uses that PostgreSQL server; otherwise embedded PGlite in the data dir.
Environment: SUPABASE_LOCAL_JWT_SECRET, SUPABASE_LOCAL_DATA_DIR, SUPABASE_LOCAL_SITE_URL,
SUPABASE_LOCAL_SIGNIN_PER_EMAIL / SUPABASE_LOCAL_SIGNIN_PER_IP (password sign-ins per 5 minutes),
SUPABASE_LOCAL_SIGNUP_PER_IP (sign-ups per 5 minutes), SUPABASE_LOCAL_MAIL_PER_IP (recovery and
email-change mails per 5 minutes), SUPABASE_LOCAL_MAIL_INTERVAL_SECONDS (between two mails to
one address; 0 for none, as test suites want), SUPABASE_LOCAL_PASSWORD_HASH_COST (bcrypt's cost,
4 to 31; 10 by default, as GoTrue's).
--confirm-email (or SUPABASE_LOCAL_CONFIRM_EMAIL=true): sign-ups wait for the link mailed to
their address, as on hosted projects; off by default, as in the Supabase CLI.`;

interface DemoAccount {
  email: string;
  password: string;
  username?: string;
  label?: string;
}

/** supabase/demo-accounts.json, written with the seed: a list of { email, password, username? }. */
function readDemoAccounts(): DemoAccount[] {
  if (!existsSync(demoAccountsFile)) return [];
  const parsed = JSON.parse(readFileSync(demoAccountsFile, 'utf8')) as unknown;
  const list = Array.isArray(parsed) ? parsed : ((parsed as { accounts?: unknown }).accounts ?? []);
  if (!Array.isArray(list)) return [];
  return list.filter(
    (a): a is DemoAccount =>
      typeof a === 'object' &&
      a !== null &&
      typeof a.email === 'string' &&
      typeof a.password === 'string',
  );
}

/** A positive integer from the environment, e.g. to raise rate limits for load tests. */
function envInteger(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      migrations: { type: 'string' },
      seed: { type: 'string' },
      'no-seed': { type: 'boolean' },
      'confirm-email': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals[0] !== 'start') {
    console.log(usage);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const port = values.port === undefined ? 54321 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid --port: ${values.port}`);
  const dataDir = path.resolve(
    values['data-dir'] ?? process.env.SUPABASE_LOCAL_DATA_DIR ?? defaultDataDir,
  );

  const auth: AuthOptions = {};
  if (values['confirm-email'] || process.env.SUPABASE_LOCAL_CONFIRM_EMAIL === 'true')
    auth.confirmEmail = true;
  const perEmail = envInteger('SUPABASE_LOCAL_SIGNIN_PER_EMAIL');
  const perIp = envInteger('SUPABASE_LOCAL_SIGNIN_PER_IP');
  if (perEmail !== undefined) auth.signInPerEmail = perEmail;
  if (perIp !== undefined) auth.signInPerIp = perIp;
  const signUpPerIp = envInteger('SUPABASE_LOCAL_SIGNUP_PER_IP');
  if (signUpPerIp !== undefined) auth.signUpPerIp = signUpPerIp;
  const mailPerIp = envInteger('SUPABASE_LOCAL_MAIL_PER_IP');
  if (mailPerIp !== undefined) auth.mailPerIp = mailPerIp;
  const interval = process.env.SUPABASE_LOCAL_MAIL_INTERVAL_SECONDS;
  if (interval !== undefined && interval !== '') {
    const seconds = Number(interval);
    if (!Number.isInteger(seconds) || seconds < 0)
      throw new Error('SUPABASE_LOCAL_MAIL_INTERVAL_SECONDS must be a whole number of seconds');
    auth.mailIntervalSeconds = seconds;
  }

  const hashCost = envInteger('SUPABASE_LOCAL_PASSWORD_HASH_COST');
  if (hashCost !== undefined) {
    if (hashCost < 4 || hashCost > 31)
      throw new Error('SUPABASE_LOCAL_PASSWORD_HASH_COST must be from 4 to 31, as bcrypt takes');
    auth.passwordHashCost = hashCost;
  }

  const shutdownGrace = envInteger('SUPABASE_LOCAL_SHUTDOWN_GRACE_SECONDS');
  const server = await startServer({
    auth,
    ...(shutdownGrace === undefined ? {} : { http: { shutdownGraceMs: shutdownGrace * 1000 } }),
    port,
    dataDir,
    ...(values.host ? { host: values.host } : {}),
    ...(values.migrations ? { migrationsDir: path.resolve(values.migrations) } : {}),
    ...(values.seed ? { seedFile: path.resolve(values.seed) } : {}),
    ...(values['no-seed'] ? { seedFile: null } : {}),
    ...(process.env.SUPABASE_LOCAL_SITE_URL
      ? { siteUrl: process.env.SUPABASE_LOCAL_SITE_URL }
      : {}),
  });

  const runtimeFile = path.join(dataDir, 'runtime.json');
  const runtime = {
    apiUrl: server.url,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    outboxUrl: `${server.url}/outbox?key=${server.outboxKey}`,
    pid: process.pid,
  };
  // Written whole or not at all: readers poll for this file to know the server is up.
  writeFileSync(`${runtimeFile}.tmp`, `${JSON.stringify(runtime, null, 2)}\n`, { mode: 0o600 });
  renameSync(`${runtimeFile}.tmp`, runtimeFile);

  const lines = [
    '',
    `supabase-local started (${server.engine.kind}, data in ${server.engine.kind === 'pglite' ? dataDir : 'DATABASE_URL'})`,
    '',
    `API URL:          ${server.url}`,
    `anon key:         ${server.anonKey}`,
    `service_role key: ${server.serviceRoleKey}`,
    `Outbox:           ${runtime.outboxUrl}`,
  ];
  if (server.migrations.applied.length > 0)
    lines.push(`Migrations:       ${server.migrations.applied.length} applied`);
  if (server.migrations.seeded) lines.push('Seed:             applied');
  const demo = readDemoAccounts();
  if (demo.length > 0) {
    lines.push('', 'Demo accounts:');
    for (const account of demo) {
      const name = account.label ?? account.username;
      lines.push(`  ${account.email} / ${account.password}${name ? `  (${name})` : ''}`);
    }
  }
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: finishing requests and closing the database...`);
    server
      .close()
      .then(() => {
        rmSync(runtimeFile, { force: true });
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // Started over an IPC channel (scripts/local-backend.mjs), the backend stops with its starter
  // however that ends: a SIGKILL runs none of the starter's handlers, but closes the channel.
  // Its output went to that starter, so writing there may fail now: that must not stop the close.
  process.on('disconnect', () => {
    process.stdout.on('error', () => {});
    process.stderr.on('error', () => {});
    stop('Starter gone');
  });
}

main().catch((error: unknown) => {
  if (error instanceof MigrationError) {
    console.error(`supabase-local: ${error.message}`);
  } else {
    console.error('supabase-local failed to start:', error);
  }
  process.exit(1);
});
