import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { startServer } from '../src/index.ts';
import { createTestStore } from './harness.ts';
import { exitOf, spawnCli } from './process-helpers.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

function noMigrations(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-hash-cost-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('SUPABASE_LOCAL_PASSWORD_HASH_COST sets the cost of the hashes a sign-up stores', async () => {
  const store = await createTestStore();
  cleanups.push(() => store.remove());
  const migrations = noMigrations();
  const cli = await spawnCli(store.dataDir, migrations, store.databaseUrl, {
    env: { SUPABASE_LOCAL_PASSWORD_HASH_COST: '5' },
  });
  cleanups.push(() => void cli.child.kill('SIGKILL'));
  const res = await fetch(`${cli.runtime.apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: cli.runtime.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'cost@example.test', password: 'a-long-password' }),
  });
  expect(res.status).toBe(200);
  cli.child.kill('SIGTERM');
  await exitOf(cli.child);

  // The stopped CLI's database, opened in-process to read what it stored.
  const server = await startServer({
    port: 0,
    dataDir: store.dataDir,
    databaseUrl: store.databaseUrl,
    migrationsDir: migrations,
    seedFile: null,
    jwtSecret: 'x'.repeat(40),
  });
  cleanups.push(() => server.close());
  const stored = await server.engine.query<{ hash: string }>(
    "select encrypted_password as hash from auth.users where email = 'cost@example.test'",
  );
  // bcrypt's hash names its cost after the version: $2a$05$...
  expect(stored.rows[0]?.hash).toMatch(/^\$2[aby]\$05\$/);
});

test('a cost bcrypt does not take stops the start with the variable named', async () => {
  const store = await createTestStore();
  cleanups.push(() => store.remove());
  const failed = await spawnCli(store.dataDir, noMigrations(), store.databaseUrl, {
    env: { SUPABASE_LOCAL_PASSWORD_HASH_COST: '3' },
  }).then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(failed).toContain('SUPABASE_LOCAL_PASSWORD_HASH_COST must be from 4 to 31');
});
