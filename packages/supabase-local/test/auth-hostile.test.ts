import { afterAll, beforeAll, expect, test } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let validAccess = '';
let secret = '';

beforeAll(async () => {
  server = await startTestServer();
  secret = server.server.context.config.jwtSecret;
  const user = await server.signUpUser('victim@example.test', 'victim-password');
  validAccess = user.session.access_token;
});
afterAll(async () => {
  await server?.close();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** Bearer tokens that must never be accepted where a user is required. */
function hostileTokens(): string[] {
  const parts = validAccess.split('.');
  const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const flipped = `${parts[0]}.${parts[1]}.${parts[2]!.slice(0, -2)}${parts[2]!.endsWith('AA') ? 'BB' : 'AA'}`;
  return [
    signJwt({ ...payload, exp: now() - 10 }, secret), // expired
    signJwt({ ...payload }, 'another-secret-of-sufficient-length!!'), // forged signature
    `${b64({ alg: 'none', typ: 'JWT' })}.${parts[1]}.`, // alg none, empty signature
    `${b64({ alg: 'none', typ: 'JWT' })}.${parts[1]}.${parts[2]}`, // alg none with a signature
    `${b64({ alg: 'HS512', typ: 'JWT' })}.${parts[1]}.${parts[2]}`, // wrong alg
    `${b64({ alg: 'RS256', typ: 'JWT' })}.${parts[1]}.${parts[2]}`, // key confusion attempt
    flipped,
    signJwt({ ...payload, role: 'postgres' }, secret), // role outside the API roles
    signJwt({ ...payload, sub: 'not-a-uuid' }, secret),
    signJwt({ ...payload, sub: "1' or '1'='1" }, secret),
    signJwt({ ...payload, sub: '00000000-0000-0000-0000-000000000000' }, secret), // no such user
    signJwt({ ...payload, session_id: '11111111-1111-1111-1111-111111111111' }, secret), // no such session
    signJwt({ ...payload, session_id: 42 }, secret),
    signJwt({ ...payload, exp: 'tomorrow' }, secret),
    signJwt({ role: 'anon', iss: 'supabase-local' }, secret), // no sub
    'a.b.c',
    'not a jwt at all',
    '....',
    `${parts[0]}.${parts[1]}`,
    `${parts[0]}.%%%%.${parts[2]}`,
    'x'.repeat(20_000),
    `${parts[0]}.${Buffer.from('{"sub":').toString('base64url')}.${parts[2]}`, // broken JSON payload
    `${b64([1, 2, 3])}.${parts[1]}.${parts[2]}`, // header not an object
    '',
  ];
}

/** Bodies that are invalid for every endpoint they are sent to. */
function hostileBodies(): (string | undefined)[] {
  const values: unknown[] = [
    null,
    0,
    -1,
    1e308,
    true,
    'text',
    [],
    [{}],
    {},
    { email: null },
    { email: 42, password: 'long-enough-pw' },
    { email: ['a@b.co'], password: 'long-enough-pw' },
    { email: { $ne: null }, password: 'long-enough-pw' },
    { email: "' or 1=1 --", password: 'long-enough-pw' },
    { email: "x'); drop table auth.users; --@example.test", password: 'short' },
    { email: 'victim@example.test', password: { $gt: '' } },
    { email: 'victim@example.test', password: ['victim-password'] },
    { email: 'victim@example.test', password: 12345678 },
    { email: `${'a'.repeat(300)}@example.test`, password: 'long-enough-pw' },
    { email: 'a\u0000b@example.test', password: 'long-enough-pw' },
    { email: 'nul@example.test', password: 'pass\u0000word', data: { k: 'v\u0000' } },
    { email: 'victim@example.test', password: 'x'.repeat(100) },
    { email: 'new@example.test', password: 'p' },
    { email: 'new@example.test', password: 'long-enough-pw', data: 'not-an-object' },
    { email: 'new@example.test', password: 'long-enough-pw', data: [1, 2] },
    { email: '<script>alert(1)</script>@x', password: 'long-enough-pw' },
    { email: '🙂@🙂', password: '🙂'.repeat(3) },
    { refresh_token: 42 },
    { refresh_token: '' },
    { refresh_token: "' or 1=1 --" },
    { refresh_token: 'x'.repeat(5000) },
    { refresh_token: null },
    { type: 'recovery', token_hash: "' or 1=1 --" },
    { type: 'recovery', token_hash: 'f'.repeat(56) },
    { type: 'signup', token_hash: 'a'.repeat(56) },
    { type: 'recovery', email: 'victim@example.test', token: '000000' },
    { type: 'email_change' },
    { type: ['recovery'], token_hash: 'a' },
    { password: 'short' },
    { data: { nested: { deeper: [null] } }, password: 7 },
    { email: 'victim@example.test', password: null, data: 5 },
  ];
  const raw: (string | undefined)[] = values.map((v) => JSON.stringify(v));
  raw.push(
    '{',
    '{"email": ',
    '{"email":"a@b.co",}',
    "{'email': 'a@b.co'}",
    'undefined',
    'NaN',
    '\u0000',
    '<xml/>',
    'email=a@b.co&password=long-enough-pw',
    '['.repeat(5000),
    `{"a":${'['.repeat(2000)}${']'.repeat(2000)}}`,
    '"\\ud800"',
    undefined,
  );
  return raw;
}

function isValidRecovery(body: string | undefined): boolean {
  try {
    const parsed = JSON.parse(body ?? '') as { email?: unknown };
    return (
      typeof parsed.email === 'string' && /^[a-z0-9.-]+@[a-z0-9-]+\.[a-z]+$/.test(parsed.email)
    );
  } catch {
    return false;
  }
}

interface Probe {
  method: string;
  path: string;
  body?: string | undefined;
  token?: string;
  apikey?: string | null;
  contentType?: string;
}

function probes(): Probe[] {
  const list: Probe[] = [];
  const bodyEndpoints = [
    ['POST', '/signup'],
    ['POST', '/token?grant_type=password'],
    ['POST', '/token?grant_type=refresh_token'],
    ['POST', '/token?grant_type=id_token'],
    ['POST', '/token?grant_type=%27%20or%201%3D1'],
    ['POST', '/token'],
    ['POST', '/recover'],
    ['POST', '/verify'],
    ['PUT', '/user'],
    ['POST', '/admin/users'],
  ] as const;
  const tokens = hostileTokens();
  const bodies = hostileBodies();
  // Every body against every body-taking endpoint, with the anon key and with a hostile bearer.
  for (const [method, path] of bodyEndpoints) {
    for (const [i, body] of bodies.entries()) {
      // A well-formed address is a valid recovery request (answered 200 by design).
      if (path === '/recover' && isValidRecovery(body)) continue;
      list.push({ method, path, body });
      list.push({ method, path, body, token: tokens[i % tokens.length]! });
      if (path !== '/admin/users') list.push({ method, path, body, token: server.serviceRoleKey });
    }
  }
  // Every hostile token against every endpoint that needs a user or an admin.
  const bearerEndpoints = [
    ['GET', '/user', undefined],
    ['PUT', '/user', JSON.stringify({ data: { x: 1 } })],
    ['PUT', '/user', JSON.stringify({ password: 'new-password-123' })],
    ['PUT', '/user', JSON.stringify({ email: 'moved@example.test' })],
    ['POST', '/logout', undefined],
    ['POST', '/logout?scope=others', undefined],
    ['POST', '/logout?scope=local', undefined],
    ['GET', '/admin/users', undefined],
    [
      'POST',
      '/admin/users',
      JSON.stringify({ email: 'admin-made@example.test', password: 'long-enough-pw' }),
    ],
    ['GET', '/admin/users/00000000-0000-0000-0000-000000000000', undefined],
    ['DELETE', '/admin/users/00000000-0000-0000-0000-000000000000', undefined],
  ] as const;
  for (const [method, path, body] of bearerEndpoints) {
    for (const token of tokens) {
      list.push({ method, path, body, token });
      list.push({ method, path, body, token, apikey: token }); // the same token as apikey too
    }
  }
  // The gateway: missing or forged apikeys everywhere.
  for (const token of tokens.slice(0, 12)) {
    for (const path of [
      '/signup',
      '/token?grant_type=password',
      '/user',
      '/recover',
      '/settings',
    ]) {
      list.push({ method: 'POST', path, body: '{}', apikey: token === '' ? null : token });
    }
  }
  // Odd paths, methods and parameters.
  for (const path of [
    '/',
    '/nope',
    '/admin',
    '/admin/users/../../user',
    '/admin/users/%00',
    "/admin/users/' or 1=1",
    '/token?grant_type=',
    '/logout?scope=everyone',
    '/user/extra',
    '/signup/',
    '/verify?type=recovery',
  ]) {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
      list.push({ method, path, body: '{}' });
  }
  // Wrong content types.
  for (const contentType of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
  ]) {
    list.push({ method: 'POST', path: '/signup', body: 'email=a%40b.co&password=x', contentType });
    list.push({
      method: 'POST',
      path: '/token?grant_type=password',
      body: '--x\r\n\r\n--x--',
      contentType,
    });
  }
  return list;
}

async function send(probe: Probe): Promise<{ status: number; body: unknown; probe: Probe }> {
  const headers: Record<string, string> = {
    'x-supabase-api-version': '2024-01-01',
    'content-type': probe.contentType ?? 'application/json;charset=UTF-8',
  };
  if (probe.apikey !== null) headers.apikey = probe.apikey ?? server.anonKey;
  headers.authorization = `Bearer ${probe.token ?? server.anonKey}`;
  const res = await fetch(`${server.url}/auth/v1${probe.path}`, {
    method: probe.method,
    headers,
    body: probe.method === 'GET' ? undefined : probe.body,
    redirect: 'manual',
  });
  // A mail link answers with a redirect, never an error page: GoTrue's behaviour.
  if (probe.method === 'GET' && probe.path.startsWith('/verify') && res.status === 303) {
    const location = res.headers.get('location') ?? '';
    return {
      status: location.includes('error_code=otp_expired') ? 403 : 303,
      body: { code: 'otp_expired', error_code: 'otp_expired', msg: location, message: location },
      probe,
    };
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // leave as text; the assertion below reports it
  }
  return { status: res.status, body, probe };
}

async function runAll(list: Probe[], concurrency: number) {
  const results: Awaited<ReturnType<typeof send>>[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < list.length) {
        const probe = list[next++]!;
        results.push(await send(probe));
      }
    }),
  );
  return results;
}

function isAuthError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  const goTrue =
    typeof b.code === 'string' &&
    typeof b.error_code === 'string' &&
    typeof b.msg === 'string' &&
    typeof b.message === 'string';
  const gateway = Object.keys(b).length === 1 && typeof b.message === 'string';
  return goTrue || gateway;
}

test('2,000+ malformed and hostile auth requests get GoTrue-shaped 4xx answers and change nothing', async () => {
  const before = await server.query<{
    users: number;
    sessions: number;
    email: string;
    hash: string;
  }>(
    `select (select count(*)::int from auth.users) as users, (select count(*)::int from auth.sessions) as sessions,
            (select email from auth.users where email = 'victim@example.test') as email,
            (select encrypted_password from auth.users where email = 'victim@example.test') as hash`,
  );
  const list = probes();
  expect(list.length).toBeGreaterThanOrEqual(2000);
  console.info(`hostile auth requests: ${list.length}`);
  const results = await runAll(list, 12);
  const bad = results.filter((r) => r.status < 400 || r.status >= 500 || !isAuthError(r.body));
  const seen = new Set<string>();
  const distinct = bad.filter((r) => {
    const key = `${r.probe.method} ${r.probe.path} ${r.status}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  expect(
    distinct.slice(0, 12).map((r) => ({
      status: r.status,
      body: JSON.stringify(r.body).slice(0, 100),
      method: r.probe.method,
      path: r.probe.path,
      sent: r.probe.body?.slice(0, 120),
      token: r.probe.token?.slice(0, 60),
    })),
  ).toEqual([]);

  const after = await server.query<{
    users: number;
    sessions: number;
    email: string;
    hash: string;
  }>(
    `select (select count(*)::int from auth.users) as users, (select count(*)::int from auth.sessions) as sessions,
            (select email from auth.users where email = 'victim@example.test') as email,
            (select encrypted_password from auth.users where email = 'victim@example.test') as hash`,
  );
  expect(after.rows[0]).toEqual(before.rows[0]);
  const health = await fetch(`${server.url}/health`);
  expect(health.status).toBe(200);
  const ok = await server
    .client()
    .auth.signInWithPassword({ email: 'victim@example.test', password: 'victim-password' });
  expect(ok.error).toBeNull();
}, 300_000);

test('bodies over the limit are refused with 413 before they are read', async () => {
  const huge = JSON.stringify({
    email: 'big@example.test',
    password: 'long-enough-pw',
    data: { blob: 'x'.repeat(2_000_000) },
  });
  for (const path of ['/signup', '/token?grant_type=password', '/recover', '/verify']) {
    const res = await fetch(`${server.url}/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: huge,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'request_too_large', msg: expect.any(String) });
  }
  // Chunked, without a Content-Length: refused while streaming.
  const stream = new ReadableStream({
    start(controller) {
      for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(50_000)));
      controller.close();
    },
  });
  const res = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  expect(res.status).toBe(413);
  expect((await fetch(`${server.url}/health`)).status).toBe(200);
});

test('GET /verify with bad links always redirects with an error fragment', async () => {
  for (const query of [
    '',
    '?token=abc',
    '?type=recovery&token=' + 'a'.repeat(56),
    "?type=signup&token=' or 1=1",
    '?type=recovery&token=%00',
    '?type=email_change&token=' + 'b'.repeat(56) + '&redirect_to=javascript:alert(1)',
  ]) {
    const res = await fetch(`${server.url}/auth/v1/verify${query}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location.startsWith(server.server.context.config.siteUrl)).toBe(true);
    expect(location).toContain('error_code=otp_expired');
  }
});
