import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authFetch, codeIn, openLink, outboxFor } from './auth-helpers.ts';
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

describe('verification codes', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      auth: { verifyPerIp: 12, verifyFailuresPerAddress: 3, rateLimitWindowSeconds: 300 },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  test('a recovery code is void after a few wrong guesses, even the right one then fails', async () => {
    const { email } = await limited.signUpUser();
    await limited.client().auth.resetPasswordForEmail(email);
    const [mail] = await outboxFor(limited, email);
    const code = codeIn(mail!.body);
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 3; i++) {
      const { error } = await limited
        .client()
        .auth.verifyOtp({ email, token: wrongCode, type: 'recovery' });
      expect(error?.code).toBe('otp_expired');
    }
    const right = await limited.client().auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(right.error?.code).toBe('otp_expired');
    const link = await openLink(mail!.link!);
    expect(link.fragment.get('error_code')).toBe('otp_expired');
    // A new mail brings a new code that works.
    await limited.client().auth.resetPasswordForEmail(email);
    const [fresh] = await outboxFor(limited, email);
    const again = await limited
      .client()
      .auth.verifyOtp({ email, token: codeIn(fresh!.body), type: 'recovery' });
    expect(again.error).toBeNull();
  });

  test('verification requests are limited per IP, by link and by code alike', async () => {
    const hash = 'ab'.repeat(28);
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) {
      const opened = await openLink(`${limited.url}/auth/v1/verify?token=${hash}&type=recovery`);
      answers.push(opened.fragment.get('error_code') ?? '');
    }
    // The first test spent 6 of the 12: 6 more pass, then the limit answers.
    expect(answers).toEqual([...Array(6).fill('otp_expired'), 'over_request_rate_limit']);
    const byCode = await limited
      .client()
      .auth.verifyOtp({ email: 'nobody@example.test', token: '123456', type: 'recovery' });
    expect(byCode.error?.status).toBe(429);
    expect(byCode.error?.code).toBe('over_request_rate_limit');
  });
});

describe('sign-ups and mails', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      auth: { signUpPerIp: 3, mailPerIp: 4, mailIntervalSeconds: 60 },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  test('sign-ups are limited per IP', async () => {
    const known: string[] = [];
    for (let i = 0; i < 3; i++) known.push((await limited.signUpUser()).email);
    const fourth = await limited
      .client()
      .auth.signUp({ email: 'one-too-many@example.test', password: 'correct-horse-battery' });
    expect(fourth.error?.status).toBe(429);
    expect(fourth.error?.code).toBe('over_request_rate_limit');
    expect(known).toHaveLength(3);
  });

  test('one recovery mail a minute per address, whether or not it has an account', async () => {
    const { rows } = await limited.query<{ email: string }>(
      'select email from auth.users order by created_at limit 1',
    );
    const known = rows[0]!.email;
    for (const address of [known, 'nobody-here@example.test']) {
      const first = await limited.client().auth.resetPasswordForEmail(address);
      expect(first.error).toBeNull();
      const again = await limited.client().auth.resetPasswordForEmail(address);
      expect(again.error?.status).toBe(429);
      expect(again.error?.code).toBe('over_email_send_rate_limit');
    }
    expect(await outboxFor(limited, known)).toHaveLength(1);
    // Four mails per IP in the window: two were sent and two refused above.
    const other = await limited.client().auth.resetPasswordForEmail('someone-else@example.test');
    expect(other.error?.code).toBe('over_request_rate_limit');
  });
});

describe("hosted projects' defaults", () => {
  let hosted: TestServer;
  beforeAll(async () => {
    // undefined takes the server's own defaults back from the harness's raised ones.
    hosted = await startTestServer({ auth: { signInPerIp: undefined, signUpPerIp: undefined } });
  });
  afterAll(async () => {
    await hosted?.close();
  });

  test('30 sign-ups and 30 password sign-ins per IP in 5 minutes, then 429', async () => {
    for (let i = 0; i < 30; i++) await hosted.signUpUser();
    const signUp = await hosted
      .client()
      .auth.signUp({ email: 'thirty-first@example.test', password: 'correct-horse-battery' });
    expect(signUp.error?.status).toBe(429);

    for (let i = 0; i < 30; i++) {
      const { error } = await hosted
        .client()
        .auth.signInWithPassword({ email: `nobody-${i}@example.test`, password: 'wrong-password' });
      expect(error?.status).toBe(400);
    }
    const signIn = await hosted
      .client()
      .auth.signInWithPassword({ email: 'nobody-31@example.test', password: 'wrong-password' });
    expect(signIn.error?.status).toBe(429);
    expect(signIn.error?.code).toBe('over_request_rate_limit');
  });
});
