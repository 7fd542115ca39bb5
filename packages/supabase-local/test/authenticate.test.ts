import type { IncomingMessage } from 'node:http';
import { expect, test } from 'vitest';
import { createServerContext } from '../src/server-context.ts';
import { signJwt } from '../src/jwt.ts';
import type { ServerConfig } from '../src/context.ts';
import type { Engine } from '../src/engine/types.ts';

const secret = 's'.repeat(40);
const context = createServerContext({ jwtSecret: secret } as ServerConfig, {} as Engine);
const request = (headers: Record<string, string>) =>
  ({ headers, url: '/rest/v1/x' }) as unknown as IncomingMessage;

test('a valid bearer token gives its claims, an apikey alone gives its role', async () => {
  const token = signJwt({ role: 'authenticated', sub: 'u1', exp: Date.now() / 1000 + 60 }, secret);
  const anon = signJwt({ role: 'anon' }, secret);
  expect(
    (await context.authenticate(request({ authorization: `Bearer ${token}` })))?.claims.sub,
  ).toBe('u1');
  expect((await context.authenticate(request({ apikey: anon })))?.claims.role).toBe('anon');
});

test('an Authorization header without a bearer token is refused, not read as the apikey', async () => {
  const anon = signJwt({ role: 'anon' }, secret);
  expect(
    await context.authenticate(request({ apikey: anon, authorization: 'Bearer ' })),
  ).toBeNull();
  expect(
    await context.authenticate(request({ apikey: anon, authorization: 'Basic abc' })),
  ).toBeNull();
});
