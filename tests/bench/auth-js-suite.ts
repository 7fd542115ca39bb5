/**
 * Issue #27 item 2: the Auth client's own test suite against supabase-local. Runs the suite
 * of a supabase-js checkout (`packages/core/auth-js/test`, jest, unchanged) on each engine
 * and prints how many of its tests that reach a server pass. Not part of `npm test` (CI has
 * no network and no checkout). How it runs the suite: `client-suite.ts`.
 *
 * What this runner adapts, and nothing else:
 * - supabase-local signs with the Supabase CLI's default JWT secret (the suite makes some
 *   tokens with it) and takes the suite's minimum password length (6);
 * - the suite's project signs its API keys with an RSA key of its own (`signing_keys.json`,
 *   made by the suite's `generate-signing-keys.js` when missing). A hosted gateway turns such
 *   keys into the project's JWTs before GoTrue sees them; the proxy does the same: an RS256
 *   token in `apikey` or `Authorization` becomes the anon or the service-role key by its role;
 * - left out, with the reason printed: what supabase-local does not offer (phone and SMS,
 *   OAuth and SSO providers, anonymous sign-ins, multi-factor, passkeys and WebAuthn, Web3,
 *   ID tokens, identity linking, asymmetric signing keys and their JWKS).
 *
 *   pnpm exec tsx tests/bench/auth-js-suite.ts --checkout <supabase-js> [--engine pglite|postgres|both]
 *     [--report <prefix>]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  cliJwtSecret,
  jestRunner,
  runClientSuite,
  startProject,
  suiteArgs,
  type Backend,
} from './client-suite.ts';

const args = suiteArgs();
const packageDir = 'packages/core/auth-js';
const testDir = path.resolve(args.checkout, packageDir, 'test');

if (!existsSync(path.join(testDir, 'supabase/signing_keys.json'))) {
  const made = spawnSync('node', ['generate-signing-keys.js'], { cwd: testDir, stdio: 'inherit' });
  if (made.status !== 0) throw new Error('could not make the suite signing keys');
}

/** The role of an RS256 token (one the suite signed with its own key), else undefined. */
function rs256Role(token: string): string | undefined {
  const [header, payload] = token.split('.');
  if (!header || !payload) return undefined;
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
    if (alg !== 'RS256') return undefined;
    const { role } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { role?: string };
    return role;
  } catch {
    return undefined;
  }
}

function projectKey(token: string, backend: Backend): string {
  const role = rs256Role(token);
  if (role === undefined) return token;
  return role === 'anon' ? backend.anonKey : backend.serviceRoleKey;
}

function gateway(headers: http.IncomingHttpHeaders, backend: Backend): http.IncomingHttpHeaders {
  const out = { ...headers };
  if (typeof out.apikey === 'string') out.apikey = projectKey(out.apikey, backend);
  const bearer = /^Bearer (.+)$/i.exec(out.authorization ?? '')?.[1];
  if (bearer) out.authorization = `Bearer ${projectKey(bearer, backend)}`;
  return out;
}

/** Features the suite covers that supabase-local does not offer, by the test's name. */
const notOffered: [RegExp, string][] = [
  [/\bMFA\b|mfa|authenticator assurance|\baal/i, 'multi-factor authentication'],
  [/passkey|webauthn/i, 'passkeys and WebAuthn'],
  [/web3|ethereum|solana|siwe/i, 'Web3 sign-in'],
  [/\bphone\b|\bsms\b|otp.*phone/i, 'phone and SMS'],
  [/OAuth Admin|oAuth providers(?! Sign Up Enabled)|_getUrlForProvider|\bSSO\b/, 'OAuth and SSO'],
  [/anonymous/i, 'anonymous sign-ins'],
  [/\bID Token\b|signInWithIdToken/, 'ID-token sign-in'],
  [/Identity Management/, 'identity linking'],
  [/signInWithOtp|magic ?link/i, 'email OTP and magic-link sign-in'],
  [/reauthenticat/i, 'reauthentication nonces'],
  [/jwk|asymmetric|rs256|es256/i, 'asymmetric signing keys'],
];

await runClientSuite(
  {
    packageDir,
    runner: [
      ...jestRunner,
      '@types/node@20.19.9',
      'jest-environment-jsdom@30.4.1',
      'jest-mock-server@0.1.0',
      'jsonwebtoken@9',
      '@types/jsonwebtoken@9',
      '@faker-js/faker@9',
      'prettier@2',
    ],
    jest: { testPathIgnorePatterns: ['/node_modules/', '/docker-tests/', '/example/'] },
    start(engine) {
      return startProject(engine, {
        // The suite's project has neither migrations nor a seed.
        migrationsDir: mkdtempSync(path.join(os.tmpdir(), 'auth-js-migrations-')),
        seedFile: null,
        jwtSecret: cliJwtSecret,
        siteUrl: 'http://127.0.0.1:3000',
        auth: { passwordMinLength: 6 },
      });
    },
    leftOut(test) {
      for (const [pattern, why] of notOffered) if (pattern.test(test.fullName)) return why;
      return null;
    },
    gateway,
  },
  args,
);
