import { chmodSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import { createTestClient, createTestStore, type TestStore } from './harness.ts';

let store: TestStore | null = null;
let server: RunningServer | null = null;
afterAll(async () => {
  await server?.close();
  await store?.remove();
});

/** Paths under `root` that another user (group or other) could read or write. */
function reachableByOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    // Without search permission on a directory nothing below it can be opened.
    if ((statSync(dir).mode & 0o011) === 0) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if ((statSync(full).mode & 0o066) !== 0) found.push(full);
    }
  };
  visit(root);
  return found;
}

test('the data directory, database files and secret are closed to other users', async () => {
  store = await createTestStore();
  // As a data directory made before this check would be: open folders, a shared secret.
  chmodSync(store.dataDir, 0o755);
  if (store.engine === 'pglite') chmodSync(path.join(store.dataDir, 'pglite'), 0o755);
  server = await startServer({
    port: 0,
    dataDir: store.dataDir,
    databaseUrl: store.databaseUrl,
    migrationsDir: path.join(store.dataDir, 'no-migrations'),
    seedFile: null,
    auth: { passwordHashCost: 4 },
  });
  const client = createTestClient(server.url, server.anonKey);
  const { error } = await client.auth.signUp({
    email: 'owner-only@example.test',
    password: 'correct-horse-battery',
  });
  expect(error).toBeNull();

  expect(statSync(store.dataDir).mode & 0o777).toBe(0o700);
  expect(statSync(path.join(store.dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  expect(reachableByOthers(store.dataDir)).toEqual([]);
  if (store.engine === 'pglite') {
    expect(statSync(path.join(store.dataDir, 'pglite')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(store.dataDir, 'pglite', 'PG_VERSION')).mode & 0o077).toBe(0);
  }
});
