import { test, expect } from './fixtures.ts';
import { fillSignup, logIn, newIdentity, type OutboxMail } from './accounts-helpers.ts';
import { servedDirs, startBackend } from './global-setup.ts';
import { startServer } from '../../scripts/serve.mjs';

/**
 * With email confirmation on, as hosted projects have it: a backend and an app server of this
 * spec's own, so the other specs keep signing up at once.
 */
let backend: Awaited<ReturnType<typeof startBackend>>;
let app: { url: string; close(): Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir)
    throw new Error('E2E_DIST_DIR is not set: run through tests/e2e/playwright.config.ts');
  backend = await startBackend({ SUPABASE_LOCAL_CONFIRM_EMAIL: 'true' });
  app = await startServer({
    config: {
      supabaseUrl: backend.runtime.apiUrl,
      supabaseAnonKey: backend.runtime.anonKey,
      exposeTestGlobals: true,
    },
    ...servedDirs(distDir),
  });
});
test.afterAll(async () => {
  await app?.close();
  await backend?.stop();
});

async function uidOf(username: string): Promise<string> {
  const { apiUrl, anonKey } = backend.runtime;
  const response = await fetch(
    `${apiUrl}/rest/v1/public_profile?select=uid&username=eq.${username}`,
    {
      headers: { apikey: anonKey },
    },
  );
  const [row] = (await response.json()) as { uid: string }[];
  if (!row) throw new Error(`no profile named ${username}`);
  return row.uid;
}

async function confirmationMail(to: string): Promise<OutboxMail & { link: string }> {
  const { apiUrl, serviceRoleKey } = backend.runtime;
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${apiUrl}/outbox.json?to=${encodeURIComponent(to)}`, {
        headers: { apikey: serviceRoleKey },
      });
      found = ((await response.json()) as OutboxMail[]).find((mail) => mail.kind === 'signup');
      return Boolean(found?.link);
    })
    .toBe(true);
  return found as OutboxMail & { link: string };
}

test.describe('sign-up with email confirmation', () => {
  test("someone invited by a friend confirms through the mail and lands on the inviter's profile", async ({
    page,
  }) => {
    const inviter = await uidOf('sam');
    const me = newIdentity('confirm');
    await page.goto(`${app.url}/signup?referrer=${inviter}`);
    await fillSignup(page, { ...me, role: 'Learner', lang: 'eng' });
    await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
    await expect(
      page.getByText(`We sent a confirmation link to ${me.email}. Follow it to finish signing up.`),
    ).toBeVisible();
    // A lost mail is sent again; only the newest link works, and that is the one followed below.
    const first = await confirmationMail(me.email);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'We sent a new link. Only the newest one works.' }),
    ).toBeVisible();

    // Before the link, the password is not enough, and the form says why.
    await page.goto(`${app.url}/login`);
    await logIn(page, me.email, me.password);
    await expect(page.getByText('Email not confirmed')).toBeVisible();

    const mail = await confirmationMail(me.email);
    expect(mail.link).not.toBe(first.link);
    expect(mail.subject).toBe('Confirm your signup');
    await page.goto(mail.link);
    await expect(page).toHaveURL(`${app.url}/friends/${inviter}`);
    await expect(page.getByRole('heading', { name: 'sam' })).toBeVisible();

    // Confirmed, the password signs in from now on.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${app.url}/login`);
    await logIn(page, me.email, me.password);
    await expect(page).not.toHaveURL(/\/login$/);
  });
});
