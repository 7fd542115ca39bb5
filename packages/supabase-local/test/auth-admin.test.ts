import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openLink, outboxFor } from './auth-helpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** auth.admin beyond create, get, list and delete (auth-conformance.test.ts has those). */

let server: TestServer;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client(server.serviceRoleKey);
});
afterAll(async () => {
  await server?.close();
});

const email = () => `a-${Math.random().toString(36).slice(2, 10)}@example.test`;

describe('updateUserById', () => {
  test('changes email, password and metadata, and confirms', async () => {
    const created = await admin.auth.admin.createUser({
      email: email(),
      password: 'first-password',
      user_metadata: { keep: 1, drop: 2 },
    });
    const id = created.data.user!.id;
    expect(created.data.user?.email_confirmed_at).toBeFalsy();
    const address = email();
    const { data, error } = await admin.auth.admin.updateUserById(id, {
      email: address,
      password: 'second-password',
      user_metadata: { drop: null, added: true },
      app_metadata: { plan: 'pro' },
      email_confirm: true,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: address,
      user_metadata: { keep: 1, added: true },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' },
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const signIn = await server
      .client()
      .auth.signInWithPassword({ email: address, password: 'second-password' });
    expect(signIn.error).toBeNull();

    const other = await admin.auth.admin.createUser({ email: email(), password: 'pw-pw-pw-pw' });
    const taken = await admin.auth.admin.updateUserById(other.data.user!.id, { email: address });
    expect(taken.error?.code).toBe('email_exists');
    const missing = await admin.auth.admin.updateUserById(crypto.randomUUID(), { email: email() });
    expect(missing.error?.status).toBe(404);
  });

  test('a page number that is not a whole number is refused', async () => {
    const { data, error } = await admin.auth.admin.listUsers({ page: -1, perPage: 10 });
    expect(error?.message).toBe('Bad Pagination Parameters');
    expect(data.users).toEqual([]);
  });
});

describe('invitations and generated links', () => {
  test('an invited user is mailed a link that confirms them and signs them in', async () => {
    const address = email();
    const { data, error } = await admin.auth.admin.inviteUserByEmail(address, {
      data: { invited_by: 'test' },
    });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ invited_by: 'test' });
    const [mail] = await outboxFor(server, address);
    expect(mail?.kind).toBe('invite');
    const opened = await openLink(mail!.link!);
    expect(opened.fragment.get('access_token')).toBeTruthy();
    const again = await admin.auth.admin.inviteUserByEmail(address);
    expect(again.error?.code).toBe('email_exists');
    const refused = await server.client().auth.admin.inviteUserByEmail(email());
    expect(refused.error?.status).toBe(403);
  });

  test('generateLink makes sign-up, recovery and email-change links without mail', async () => {
    const address = email();
    const signup = await admin.auth.admin.generateLink({
      type: 'signup',
      email: address,
      password: 'generated-password',
      options: { data: { from: 'link' } },
    });
    expect(signup.error).toBeNull();
    expect(signup.data.user?.user_metadata).toEqual({ from: 'link' });
    expect(signup.data.properties?.verification_type).toBe('signup');
    expect(signup.data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(await outboxFor(server, address)).toEqual([]);
    const confirmed = await server.client().auth.verifyOtp({
      token_hash: signup.data.properties!.hashed_token,
      type: 'signup',
    });
    expect(confirmed.error).toBeNull();

    const recovery = await admin.auth.admin.generateLink({ type: 'recovery', email: address });
    const opened = await openLink(recovery.data.properties!.action_link);
    expect(opened.fragment.get('type')).toBe('recovery');

    const newAddress = email();
    const change = await admin.auth.admin.generateLink({
      type: 'email_change_new',
      email: address,
      newEmail: newAddress,
    });
    expect(change.data.user?.new_email).toBe(newAddress);
    const changed = await server.client().auth.verifyOtp({
      email: newAddress,
      token: change.data.properties!.email_otp,
      type: 'email_change',
    });
    expect(changed.data.user?.email).toBe(newAddress);

    const bad = await admin.auth.admin.generateLink({ type: 'recovery', email: 'not-an-email' });
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format');
  });
});
