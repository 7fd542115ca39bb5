import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { signJwt } from './jwt.ts';
import { makeOwnerOnlyDir } from './owner-only.ts';

/** The API keys live ten years, like the Supabase CLI's demo keys. */
const KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;

/**
 * The HS256 secret: from SUPABASE_LOCAL_JWT_SECRET when set, else generated once and kept in
 * `<dataDir>/jwt-secret` (mode 0600) so tokens and keys survive restarts.
 */
export function loadJwtSecret(
  dataDir: string,
  fromEnv = process.env.SUPABASE_LOCAL_JWT_SECRET,
): string {
  if (fromEnv) {
    if (fromEnv.length < 32)
      throw new Error('SUPABASE_LOCAL_JWT_SECRET must be at least 32 characters');
    return fromEnv;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  makeOwnerOnlyDir(dataDir);
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** The anon and service_role keys: long-lived JWTs signed with the secret. */
export function apiKeys(secret: string): { anonKey: string; serviceRoleKey: string } {
  // A fixed issue time keeps the keys stable across restarts for a given secret.
  const iat = 1_767_225_600; // 2026-01-01T00:00:00Z
  const exp = iat + KEY_LIFETIME_SECONDS;
  return {
    anonKey: signJwt({ iss: 'supabase-local', role: 'anon', iat, exp }, secret),
    serviceRoleKey: signJwt({ iss: 'supabase-local', role: 'service_role', iat, exp }, secret),
  };
}
