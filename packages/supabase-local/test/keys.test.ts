import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { verifyJwt } from '../src/jwt.ts';
import { apiKeys, loadJwtSecret } from '../src/keys.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test('the secret is generated once, kept with mode 0600, and reused', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-keys-'));
  dirs.push(dir);
  const first = loadJwtSecret(dir, undefined);
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  expect(loadJwtSecret(dir, undefined)).toBe(first);
  const other = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-keys-'));
  dirs.push(other);
  expect(loadJwtSecret(other, undefined)).not.toBe(first);
});

test('the environment secret wins and must be long enough', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-keys-'));
  dirs.push(dir);
  const fromEnv = 'e'.repeat(40);
  expect(loadJwtSecret(dir, fromEnv)).toBe(fromEnv);
  expect(() => loadJwtSecret(dir, 'short')).toThrow(/at least 32/);
});

test('anon and service_role keys are long-lived HS256 JWTs with their role', () => {
  const secret = 's'.repeat(40);
  const { anonKey, serviceRoleKey } = apiKeys(secret);
  for (const [key, role] of [
    [anonKey, 'anon'],
    [serviceRoleKey, 'service_role'],
  ] as const) {
    const verified = verifyJwt(key, secret);
    expect(verified.ok).toBe(true);
    if (!verified.ok) continue;
    expect(verified.payload).toMatchObject({ role, iss: 'supabase-local' });
    expect(Number(verified.payload.exp)).toBeGreaterThan(Date.now() / 1000 + 5 * 365 * 24 * 3600);
    expect(verifyJwt(key, 't'.repeat(40)).ok).toBe(false);
  }
  expect(apiKeys(secret)).toEqual({ anonKey, serviceRoleKey });
});
