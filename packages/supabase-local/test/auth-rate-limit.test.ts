import { afterAll, beforeAll, expect, test } from 'vitest';
import { authFetch } from './auth-helpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    auth: { signInPerEmail: 3, signInPerIp: 6, rateLimitWindowSeconds: 300 },
  });
});
afterAll(async () => {
  await server?.close();
});

test('password sign-in is limited per email, then per IP, with 429 over_request_rate_limit', async () => {
  const { email, password } = await server.signUpUser();
  for (let i = 0; i < 3; i++) {
    const { error } = await server
      .client()
      .auth.signInWithPassword({ email, password: i === 1 ? password : 'wrong-password' });
    expect(error?.code ?? null).toBe(i === 1 ? null : 'invalid_credentials');
  }
  const limited = await server.client().auth.signInWithPassword({ email, password });
  expect(limited.error?.status).toBe(429);
  expect(limited.error?.code).toBe('over_request_rate_limit');
  // Letter case does not make a new bucket.
  const upper = await server
    .client()
    .auth.signInWithPassword({ email: email.toUpperCase(), password });
  expect(upper.error?.status).toBe(429);

  // Attempts 1-5 from this IP are spent; a different address gets one more, then the IP limit.
  const other = await server.signUpUser();
  const sixth = await server
    .client()
    .auth.signInWithPassword({ email: other.email, password: other.password });
  expect(sixth.error).toBeNull();
  const seventh = await server
    .client()
    .auth.signInWithPassword({ email: other.email, password: other.password });
  expect(seventh.error?.status).toBe(429);

  const raw = await authFetch(server, '/token?grant_type=password', {
    method: 'POST',
    body: { email, password },
  });
  expect(raw.status).toBe(429);
  expect(await raw.json()).toMatchObject({
    code: 'over_request_rate_limit',
    msg: expect.any(String),
  });
});
