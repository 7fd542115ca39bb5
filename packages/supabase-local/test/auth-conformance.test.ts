import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { request as httpRequest } from 'node:http';
import bcryptjs from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { verifyJwt } from '../src/jwt.ts';
import { authFetch, codeIn, openLink, outboxFor } from './auth-helpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const email = () => `u-${Math.random().toString(36).slice(2, 10)}@example.test`;

describe('sign-up', () => {
  test('creates a confirmed user with metadata and answers a session', async () => {
    const address = email();
    const { data, error } = await server.client().auth.signUp({
      email: address,
      password: 'long-enough-pw',
      options: { data: { full_name: 'Ada' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(address);
    expect(data.user?.user_metadata).toEqual({ full_name: 'Ada' });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.[0]?.provider).toBe('email');
    const rows = await server.query<{ meta: Record<string, unknown> }>(
      'select raw_user_meta_data as meta from auth.users where email = $1',
      [address],
    );
    expect(rows.rows[0]?.meta).toEqual({ full_name: 'Ada' });
  });

  test('access token carries GoTrue claims', async () => {
    const { session, user } = await server.signUpUser();
    const verified = verifyJwt(session.access_token, server.server.context.config.jwtSecret);
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    const claims = verified.payload;
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      aal: 'aal1',
      iss: `${server.url}/auth/v1`,
      is_anonymous: false,
    });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  test('an address already registered is 422 user_already_exists, in any letter case', async () => {
    const { email: address } = await server.signUpUser();
    const { error } = await server
      .client()
      .auth.signUp({ email: address.toUpperCase(), password: 'another-password' });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  test('passwords are bcrypt: new hashes are $2b$, and $2a$ hashes made elsewhere still sign in', async () => {
    const { email, password } = await server.signUpUser();
    const { rows } = await server.query<{ hash: string }>(
      'select encrypted_password as hash from auth.users where email = $1',
      [email],
    );
    expect(rows[0]!.hash).toMatch(/^\$2b\$04\$/);
    // As GoTrue, pgcrypto's crypt() and bcryptjs write them.
    const moved = bcryptjs.hashSync(password, 4).replace(/^\$2b\$/, '$2a$');
    await server.query('update auth.users set encrypted_password = $2 where email = $1', [
      email,
      moved,
    ]);
    const signIn = await server.client().auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
  });

  test('a password under 8 characters is 422 weak_password', async () => {
    const { error } = await server.client().auth.signUp({ email: email(), password: 'short7!' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });

  test('an invalid address is 400 validation_failed', async () => {
    const { error } = await server
      .client()
      .auth.signUp({ email: 'not-an-email', password: 'long-enough-pw' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
  });

  test('a failing trigger on auth.users is reported as GoTrue does, and nothing is kept', async () => {
    await server.server.engine.exec(`
      create or replace function public.reject_blocked() returns trigger language plpgsql as $$
      begin
        if new.email like 'blocked-%' then raise exception 'blocked address'; end if;
        return new;
      end $$;
      create trigger reject_blocked after insert on auth.users for each row execute function public.reject_blocked();
    `);
    const address = `blocked-${email()}`;
    const { data, error } = await server
      .client()
      .auth.signUp({ email: address, password: 'long-enough-pw' });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('Database error saving new user');
    expect(error?.code).toBe('unexpected_failure');
    const rows = await server.query('select 1 from auth.users where email = $1', [address]);
    expect(rows.rows).toHaveLength(0);
    await server.server.engine.exec('drop trigger reject_blocked on auth.users');
  });
});

describe('password sign-in', () => {
  test('right password gives a new session', async () => {
    const { email: address, password, session } = await server.signUpUser();
    const { data, error } = await server
      .client()
      .auth.signInWithPassword({ email: address, password });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.user?.last_sign_in_at).toBeTruthy();
  });

  test('wrong password and unknown address give the same 400 invalid_credentials', async () => {
    const { email: address } = await server.signUpUser();
    const wrong = await server
      .client()
      .auth.signInWithPassword({ email: address, password: 'wrong-password' });
    const unknown = await server
      .client()
      .auth.signInWithPassword({ email: email(), password: 'wrong-password' });
    for (const { error } of [wrong, unknown]) {
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  test('errors carry the API version header and both body shapes', async () => {
    const res = await authFetch(server, '/token?grant_type=password', {
      method: 'POST',
      body: { email: email(), password: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      message: 'Invalid login credentials',
    });
  });
});

describe('refresh tokens', () => {
  test('refresh rotates the token and keeps the session', async () => {
    const { client, session } = await server.signUpUser();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    const oldClaims = verifyJwt(session.access_token, server.server.context.config.jwtSecret);
    const newClaims = verifyJwt(data.session!.access_token, server.server.context.config.jwtSecret);
    expect(
      oldClaims.ok && newClaims.ok && oldClaims.payload.session_id === newClaims.payload.session_id,
    ).toBe(true);
    expect(data.user?.id).toBe(session.user.id);
  });

  test('a rotated token presented again within the reuse interval answers the current token', async () => {
    const { session } = await server.signUpUser();
    const first = await authFetch(server, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: { refresh_token: session.refresh_token },
    });
    const again = await authFetch(server, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: { refresh_token: session.refresh_token },
    });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const a = (await first.json()) as { refresh_token: string };
    const b = (await again.json()) as { refresh_token: string };
    expect(b.refresh_token).toBe(a.refresh_token);
  });

  test('reusing a rotated token after the interval revokes the whole session', async () => {
    const { client, session } = await server.signUpUser();
    const { data } = await client.auth.refreshSession();
    const current = data.session!;
    // Age the rotation past the 10 s reuse interval.
    await server.query(
      "update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1",
      [session.refresh_token],
    );
    const reuse = await server
      .client()
      .auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error?.status).toBe(400);
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    const child = await server
      .client()
      .auth.refreshSession({ refresh_token: current.refresh_token });
    expect(child.error?.code).toBe('refresh_token_not_found');
    // auth-js turns GoTrue's 403 session_not_found into AuthSessionMissingError.
    const user = await server.client().auth.getUser(current.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
    const raw = await authFetch(server, '/user', { token: current.access_token });
    expect(raw.status).toBe(403);
    expect(((await raw.json()) as { code: string }).code).toBe('session_not_found');
  });

  test('an unknown refresh token is 400 refresh_token_not_found', async () => {
    const { error } = await server
      .client()
      .auth.refreshSession({ refresh_token: 'nope-nope-nope' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
  });
});

describe('user endpoint', () => {
  test('GET /user answers the user of the bearer token', async () => {
    const { client, user } = await server.signUpUser(undefined, undefined, { locale: 'en' });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.user_metadata).toEqual({ locale: 'en' });
  });

  test('GET /user without a user token is refused like GoTrue', async () => {
    const anon = await authFetch(server, '/user');
    expect(anon.status).toBe(403);
    expect(((await anon.json()) as { code: string }).code).toBe('bad_jwt');
    const none = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey } });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { code: string }).code).toBe('no_authorization');
  });

  test('metadata merges shallowly and null removes a key', async () => {
    const { client } = await server.signUpUser(undefined, undefined, { a: 1, b: 2 });
    const { data, error } = await client.auth.updateUser({ data: { b: null, c: 3 } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ a: 1, c: 3 });
  });

  test('password change: same password refused, new one works, other sessions end', async () => {
    const { client, email: address, password } = await server.signUpUser();
    const other = server.client();
    await other.auth.signInWithPassword({ email: address, password });
    const same = await client.auth.updateUser({ password });
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.status).toBe(422);
    const weak = await client.auth.updateUser({ password: 'short' });
    expect(weak.error?.code).toBe('weak_password');
    const changed = await client.auth.updateUser({ password: 'brand-new-password' });
    expect(changed.error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    const otherUser = await other.auth.getUser();
    expect(otherUser.error?.name).toBe('AuthSessionMissingError');
    const oldLogin = await server.client().auth.signInWithPassword({ email: address, password });
    expect(oldLogin.error?.code).toBe('invalid_credentials');
    const newLogin = await server
      .client()
      .auth.signInWithPassword({ email: address, password: 'brand-new-password' });
    expect(newLogin.error).toBeNull();
  });

  test('email change waits for the link sent to the new address', async () => {
    const { client, email: oldAddress, password } = await server.signUpUser();
    const newAddress = email();
    const { data, error } = await client.auth.updateUser(
      { email: newAddress },
      { emailRedirectTo: 'http://127.0.0.1:5999/profile/change-email-confirm' },
    );
    expect(error).toBeNull();
    expect(data.user?.email).toBe(oldAddress);
    expect(data.user?.new_email).toBe(newAddress);
    expect(
      (await server.client().auth.signInWithPassword({ email: newAddress, password })).error?.code,
    ).toBe('invalid_credentials');

    const [mail] = await outboxFor(server, newAddress);
    expect(mail?.kind).toBe('email_change');
    const opened = await openLink(mail!.link!);
    expect(opened.status).toBe(303);
    expect(opened.location.startsWith('http://127.0.0.1:5999/profile/change-email-confirm#')).toBe(
      true,
    );
    expect(opened.fragment.get('type')).toBe('email_change');
    expect(opened.fragment.get('token_type')).toBe('bearer');
    const linked = await server.client().auth.getUser(opened.fragment.get('access_token')!);
    expect(linked.data.user?.email).toBe(newAddress);

    expect(
      (await server.client().auth.signInWithPassword({ email: newAddress, password })).error,
    ).toBeNull();
    expect(
      (await server.client().auth.signInWithPassword({ email: oldAddress, password })).error?.code,
    ).toBe('invalid_credentials');
    const again = await openLink(mail!.link!);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
  });

  test('email change to a taken address is 422 email_exists', async () => {
    const { client } = await server.signUpUser();
    const { email: taken } = await server.signUpUser();
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
  });
});

describe('sign-out', () => {
  async function twoSessions() {
    const first = await server.signUpUser();
    const second = server.client();
    const third = server.client();
    await second.auth.signInWithPassword({ email: first.email, password: first.password });
    await third.auth.signInWithPassword({ email: first.email, password: first.password });
    return { first: first.client, second, third };
  }

  test('global (the default) ends every session of the user', async () => {
    const { first, second } = await twoSessions();
    const secondSession = (await second.auth.getSession()).data.session!;
    expect((await first.auth.signOut()).error).toBeNull();
    const refreshed = await server
      .client()
      .auth.refreshSession({ refresh_token: secondSession.refresh_token });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    expect((await server.client().auth.getUser(secondSession.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
  });

  test('local ends only this session, others ends all but this one', async () => {
    const { first, second, third } = await twoSessions();
    const firstSession = (await first.auth.getSession()).data.session!;
    const thirdSession = (await third.auth.getSession()).data.session!;
    expect((await second.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await server.client().auth.getUser(firstSession.access_token)).error).toBeNull();
    expect((await first.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await server.client().auth.getUser(firstSession.access_token)).error).toBeNull();
    expect((await server.client().auth.getUser(thirdSession.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
  });

  test('POST /logout answers 204', async () => {
    const { session } = await server.signUpUser();
    const res = await authFetch(server, '/logout?scope=global', {
      method: 'POST',
      token: session.access_token,
    });
    expect(res.status).toBe(204);
  });
});

describe('recovery', () => {
  test('the answer never reveals whether the address exists', async () => {
    const { email: known } = await server.signUpUser();
    const unknown = email();
    const a = await authFetch(server, '/recover', { method: 'POST', body: { email: known } });
    const b = await authFetch(server, '/recover', { method: 'POST', body: { email: unknown } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await a.text()).toBe(await b.text());
    expect(await outboxFor(server, known)).toHaveLength(1);
    expect(await outboxFor(server, unknown)).toHaveLength(0);
    const viaClient = await server.client().auth.resetPasswordForEmail(email());
    expect(viaClient.error).toBeNull();
  });

  test('the link redirects with the session in the fragment; then the password can change', async () => {
    const { email: address } = await server.signUpUser();
    await server.client().auth.resetPasswordForEmail(address, {
      redirectTo: 'http://localhost:5173/set-new-password',
    });
    const [mail] = await outboxFor(server, address);
    expect(mail?.kind).toBe('recovery');
    const opened = await openLink(mail!.link!);
    expect(opened.status).toBe(303);
    expect(opened.location.startsWith('http://localhost:5173/set-new-password#')).toBe(true);
    for (const key of ['access_token', 'refresh_token', 'expires_in', 'expires_at']) {
      expect(opened.fragment.get(key)).toBeTruthy();
    }
    expect(opened.fragment.get('token_type')).toBe('bearer');
    expect(opened.fragment.get('type')).toBe('recovery');

    const client = server.client();
    const { error } = await client.auth.setSession({
      access_token: opened.fragment.get('access_token')!,
      refresh_token: opened.fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    expect(
      (
        await server
          .client()
          .auth.signInWithPassword({ email: address, password: 'recovered-password' })
      ).error,
    ).toBeNull();

    const reused = await openLink(mail!.link!);
    expect(reused.location.startsWith('http://localhost:5173/set-new-password#')).toBe(true);
    expect(reused.fragment.get('error')).toBe('access_denied');
    expect(reused.fragment.get('error_code')).toBe('otp_expired');
    expect(reused.fragment.get('error_description')).toBeTruthy();
  });

  test('an expired link redirects with otp_expired; a foreign redirect falls back to the site URL', async () => {
    const { email: address } = await server.signUpUser();
    await server
      .client()
      .auth.resetPasswordForEmail(address, { redirectTo: 'https://evil.example.com/steal' });
    const [mail] = await outboxFor(server, address);
    await server.query(
      "update auth.users set recovery_sent_at = now() - interval '2 hours' where email = $1",
      [address],
    );
    const opened = await openLink(mail!.link!);
    expect(opened.location.startsWith(`${server.server.context.config.siteUrl}`)).toBe(true);
    expect(opened.fragment.get('error_code')).toBe('otp_expired');
  });

  test('verifyOtp with the emailed code, and with the token hash', async () => {
    const { email: address } = await server.signUpUser();
    await server.client().auth.resetPasswordForEmail(address);
    const [mail] = await outboxFor(server, address);
    const client = server.client();
    const { data, error } = await client.auth.verifyOtp({
      email: address,
      token: codeIn(mail!.body),
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(address);

    await server.client().auth.resetPasswordForEmail(address);
    const [second] = await outboxFor(server, address);
    const tokenHash = new URL(second!.link!).searchParams.get('token')!;
    const byHash = await server
      .client()
      .auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(byHash.error).toBeNull();
    const wrong = await server.client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.code).toBe('otp_expired');
  });
});

describe('admin and settings', () => {
  test('service role creates, reads, lists and deletes users; others are refused', async () => {
    const admin = server.client(server.serviceRoleKey);
    const address = email();
    const created = await admin.auth.admin.createUser({
      email: address,
      password: 'admin-made-password',
      email_confirm: true,
      user_metadata: { full_name: 'Made' },
    });
    expect(created.error).toBeNull();
    expect(created.data.user?.email).toBe(address);
    const signIn = await server
      .client()
      .auth.signInWithPassword({ email: address, password: 'admin-made-password' });
    expect(signIn.error).toBeNull();
    const got = await admin.auth.admin.getUserById(created.data.user!.id);
    expect(got.data.user?.user_metadata).toEqual({ full_name: 'Made' });
    const listed = await admin.auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.data.users.some((u) => u.id === created.data.user!.id)).toBe(true);
    expect((await admin.auth.admin.deleteUser(created.data.user!.id)).error).toBeNull();
    expect(
      (await server.query('select 1 from auth.users where email = $1', [address])).rows,
    ).toHaveLength(0);

    const refused = await server
      .client()
      .auth.admin.createUser({ email: email(), password: 'whatever-password' });
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe('not_admin');
  });

  test('GET /settings and the gateway key check', async () => {
    const res = await authFetch(server, '/settings');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ mailer_autoconfirm: true, external: { email: true } });
    const noKey = await fetch(`${server.url}/auth/v1/settings`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ message: 'No API key found in request' });
    const badKey = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { apikey: 'garbage' },
    });
    expect(badKey.status).toBe(401);
    const queryKey = await fetch(`${server.url}/auth/v1/settings?apikey=${server.anonKey}`);
    expect(queryKey.status).toBe(200);
  });
});

describe('outbox', () => {
  test('the HTML page lists mails with their links, newest first; JSON filters by address', async () => {
    const { email: address } = await server.signUpUser();
    await server.client().auth.resetPasswordForEmail(address);
    await server.client().auth.resetPasswordForEmail(address);
    const mails = await outboxFor(server, address);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.id).toBeGreaterThan(mails[1]!.id);
    expect(mails.every((m) => m.to === address)).toBe(true);
    const page = await fetch(`${server.url}/outbox?key=${server.server.outboxKey}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(address);
    expect(html).toContain(mails[0]!.link!.replaceAll('&', '&#38;'));
    expect(html.indexOf(mails[0]!.link!.replaceAll('&', '&#38;'))).toBeLessThan(
      html.indexOf(mails[1]!.link!.replaceAll('&', '&#38;')),
    );
  });
});

describe('outbox access', () => {
  const outboxGet = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const target = new URL(path, server.url);
      const req = httpRequest(target, { headers }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      });
      req.on('error', reject);
      req.end();
    });

  test('needs the service role key or the key printed at start, and is never shared by CORS', async () => {
    const origin = { origin: 'https://attacker.example' };
    for (const path of ['/outbox', '/outbox.json', '/auth/v1/outbox.json']) {
      const bare = await outboxGet(path, origin);
      expect(bare.status).toBe(401);
      expect(bare.headers['access-control-allow-origin']).toBeUndefined();
      const anon = await outboxGet(path, { ...origin, apikey: server.anonKey });
      expect(anon.status).toBe(401);
    }
    const withKey = await outboxGet(`/outbox.json?key=${server.server.outboxKey}`, origin);
    expect(withKey.status).toBe(200);
    expect(withKey.headers['access-control-allow-origin']).toBeUndefined();
    const service = await outboxGet('/outbox.json', { apikey: server.serviceRoleKey });
    expect(service.status).toBe(200);
    const preflight = await fetch(`${server.url}/outbox.json`, {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('answers only to loopback host names, so a rebound DNS name cannot reach it', async () => {
    const key = `/outbox.json?key=${server.server.outboxKey}`;
    const port = new URL(server.url).port;
    expect((await outboxGet(key, { host: `localhost:${port}` })).status).toBe(200);
    expect((await outboxGet(key, { host: `attacker.example:${port}` })).status).toBe(403);
  });
});

describe('server basics', () => {
  test('health, CORS preflight and exposed headers', async () => {
    const health = await fetch(`${server.url}/health`);
    expect(await health.json()).toEqual({ status: 'ok', engine: server.engine });
    const preflight = await fetch(`${server.url}/rest/v1/anything`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization, apikey, x-client-info, content-type, prefer',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const h of [
      'authorization',
      'apikey',
      'x-client-info',
      'content-type',
      'prefer',
      'range',
      'accept-profile',
      'content-profile',
      'x-upsert',
      'cache-control',
      'x-supabase-api-version',
    ]) {
      expect(allowed).toContain(h);
    }
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    const res = await authFetch(server, '/settings', {
      headers: { origin: 'http://localhost:3000' },
    });
    const exposed = res.headers.get('access-control-expose-headers') ?? '';
    for (const h of ['content-range', 'content-profile', 'preference-applied', 'x-total-count'])
      expect(exposed).toContain(h);
  });

  test('runAs sets role and claims like PostgREST and refuses other roles', async () => {
    const { user, session } = await server.signUpUser();
    const verified = verifyJwt(session.access_token, server.server.context.config.jwtSecret);
    if (!verified.ok) throw new Error('token did not verify');
    const claims = { ...verified.payload, role: 'authenticated' as const };
    const row = await server.server.context.runAs(
      claims,
      async (tx) =>
        (
          await tx.query<Record<string, unknown>>(
            `select current_user as role, auth.uid()::text as uid, auth.role() as jwt_role, auth.email() as email,
                    auth.jwt() ->> 'session_id' as session_id, current_setting('request.method') as method,
                    current_setting('request.path') as path, current_setting('request.headers')::jsonb as headers`,
          )
        ).rows[0],
      { method: 'GET', path: '/things', headers: { 'x-test': 'yes' } },
    );
    expect(row).toEqual({
      role: 'authenticated',
      uid: user.id,
      jwt_role: 'authenticated',
      email: user.email,
      session_id: verified.payload.session_id,
      method: 'GET',
      path: '/things',
      headers: { 'x-test': 'yes' },
    });
    await expect(
      server.server.context.runAs({ role: 'postgres' as never }, async (tx) =>
        tx.query('select 1'),
      ),
    ).rejects.toThrow(/Role not allowed/);
    const after = await server.query<{ role: string }>('select current_user as role');
    expect(after.rows[0]?.role).toBe('postgres');
  });
});
