import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFetch, codeIn, openLink, outboxFor } from './auth-helpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** With `confirmEmail` on (hosted projects' default), as supabase-js meets it. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ auth: { confirmEmail: true } });
});
afterAll(async () => {
  await server?.close();
});

const newAddress = () => `confirm-${randomBytes(5).toString('hex')}@example.test`;
const password = 'correct-horse-battery';

describe('sign-up with email confirmation', () => {
  it('says so in the settings', async () => {
    const settings = (await (await authFetch(server, '/settings')).json()) as Record<
      string,
      unknown
    >;
    expect(settings.mailer_autoconfirm).toBe(false);
  });

  it('answers the user without a session, refuses the password until the link, then signs in', async () => {
    const email = newAddress();
    const client = server.client();
    const redirectTo = 'http://localhost:3000/getting-started?referrer=someone';
    const { data, error } = await client.auth.signUp({
      email,
      password,
      options: { data: { username: 'waiting' }, emailRedirectTo: redirectTo },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { username: 'waiting' } });
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const early = await server.client().auth.signInWithPassword({ email, password });
    expect(early.error).toMatchObject({
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const [mail] = await outboxFor(server, email);
    expect(mail).toMatchObject({ kind: 'signup', subject: 'Confirm your signup' });
    const opened = await openLink(mail!.link!);
    expect(opened.status).toBe(303);
    // The query the app put in its redirect (the inviter) survives, and the session follows.
    expect(opened.location.split('#')[0]).toBe(redirectTo);
    expect(opened.fragment.get('type')).toBe('signup');
    expect(opened.fragment.get('access_token')).toBeTruthy();

    const signedIn = await server.client().auth.signInWithPassword({ email, password });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();
    expect(signedIn.data.user?.user_metadata).toMatchObject({ email_verified: true });
    // A link works once.
    expect((await openLink(mail!.link!)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('confirms by the code in the mail too', async () => {
    const email = newAddress();
    await server.client().auth.signUp({ email, password });
    const [mail] = await outboxFor(server, email);
    const client = server.client();
    const { data, error } = await client.auth.verifyOtp({
      email,
      token: codeIn(mail!.body),
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('resends the link to a sign-up still waiting, and only to one', async () => {
    const email = newAddress();
    await server.client().auth.signUp({ email, password });
    expect((await server.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    const mails = await outboxFor(server, email);
    expect(mails).toHaveLength(2);
    // Only the newest link works.
    expect((await openLink(mails[1]!.link!)).fragment.get('error_code')).toBe('otp_expired');
    expect((await openLink(mails[0]!.link!)).fragment.get('type')).toBe('signup');
    expect((await server.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await outboxFor(server, email)).toHaveLength(2);
  });

  it('tells nobody that an address already has an account', async () => {
    const email = newAddress();
    await server.client().auth.signUp({ email, password });
    await openLink((await outboxFor(server, email))[0]!.link!);
    const again = await server.client().auth.signUp({ email, password: 'another-password' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.email).toBe(email);
    expect(await outboxFor(server, email)).toHaveLength(1);
    const original = await server.client().auth.signInWithPassword({ email, password });
    expect(original.error).toBeNull();
    expect(again.data.user?.id).not.toBe(original.data.user?.id);
  });
});
