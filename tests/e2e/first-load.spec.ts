import { test, expect, createTestUser } from './fixtures.ts';
import { logIn } from './accounts-helpers.ts';
import { recordScripts } from './downloaded-scripts.ts';
import { serveSnapshot } from './own-server.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { leanSharedPackages, loadedSharedPackages } from './share-scope.ts';

/**
 * What /login's JavaScript is held at, gzip-compressed: issue #2's budget was 136 kB; the
 * federation runtime with its remote loading, built as Module Federation documents it, and the
 * form library and the icon library put it at 150 kB (docs/performance.md).
 */
const loginBudgetGzip = 152_000;

test.describe('first load of /login', () => {
  test('loads only React, the router and the login screen, within 152 kB of JS gzip', async ({
    page,
  }) => {
    const downloadedScripts = recordScripts(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(await loadedSharedPackages(page)).toEqual(leanSharedPackages);
    const downloaded = await downloadedScripts();
    // zod is bundled, not shared: recognise it by its error class.
    expect(
      downloaded.filter((script) => script.text.includes('ZodError')).map((s) => s.url),
    ).toEqual([]);
    const total = downloaded.reduce((sum, script) => sum + script.gzip, 0);
    expect(total, `${downloaded.length} scripts`).toBeLessThanOrEqual(loginBudgetGzip);
  });

  test('/forgot-password, the other lean screen, loads no more than React and the router', async ({
    page,
  }) => {
    await page.goto('/forgot-password');
    await expect(
      page.getByRole('heading', { name: 'Forgot your password?', level: 1 }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loadedSharedPackages(page)).toEqual(leanSharedPackages);
  });

  test('the form fetches what signing in needs on first focus, and then validates', async ({
    page,
  }) => {
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await email.focus();
    await expect
      .poll(() => loadedSharedPackages(page))
      .toEqual(expect.arrayContaining(['@phrasebook/data']));
    // Mantine stays out: the form never needs it.
    expect(
      (await loadedSharedPackages(page)).filter((name) =>
        name.startsWith('@phrasebook/ui/mantine-'),
      ),
    ).toEqual([]);
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Email is required to be a real email')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // The refusal is heard: the focus goes to the first field in error, read with its message.
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(/Email is required to be a real email/);
    await email.fill('ana@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test('/signup leaves the language names out of its first load, and offers them once the visitor moves', async ({
  page,
}) => {
  // Held clock: the names may not arrive through the 3 s fallback while this test looks.
  await page.clock.install();
  const namesDownloaded: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text()).includes('Afrikaans')) namesDownloaded.push(response.url());
  });
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const language = page.getByRole('combobox', { name: 'Language 1' });
  await expect(language.getByRole('option')).toHaveText(['Choose a language…']);
  expect(namesDownloaded).toEqual([]);

  await page.mouse.move(10, 10);
  await expect(language.getByRole('option', { name: 'English' })).toBeAttached();
  await language.selectOption('eng');
  await expect(page.getByRole('button', { name: 'Remove English' })).toBeVisible();
  expect(namesDownloaded).toHaveLength(1);
});

test.describe('signing in while the backend settings cannot be fetched', () => {
  test('says so, keeps what was typed, and works once they can', async ({ page }) => {
    const user = await createTestUser();
    // Served as a static host serves index.html, without the runtime files the server writes
    // into it: the page fetches config.json.
    const { server } = await serveSnapshot({ pageHints: false });
    try {
      await page.route('**/config.json', (route) => route.abort('connectionrefused'));
      await page.goto(`${server.url}/login?redirectedFrom=%2Fprofile`);
      await logIn(page, user.email, user.password);
      await expect(page.getByRole('alert')).toContainText('Could not log you in');
      await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
        user.email,
      );
      await expect(page).toHaveURL(/\/login\?/);

      await page.unroute('**/config.json');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(
        page.getByRole('heading', { name: 'Manage your Profile', level: 1 }),
      ).toBeVisible();
    } finally {
      await server.close();
    }
  });
});

test.describe('leaving /login for a screen that needs the app providers', () => {
  test('the form stays as typed until the next screen replaces it, never flashing back', async ({
    page,
  }) => {
    const user = await createTestUser();
    await page.goto('/login?redirectedFrom=%2Fprofile');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    // Watch every frame until the next screen shows: the form must stay the same element
    // with the same value (a remount would empty it, or show "You're already signed in").
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { emailValues: string[] }).emailValues = seen;
      const first = document.querySelector<HTMLInputElement>('input[type="email"]');
      const watch = () => {
        const input = document.querySelector<HTMLInputElement>('input[type="email"]');
        if (input && input === first) seen.push(input.value);
        // Another element means the form was mounted anew, whatever it shows.
        else if (input) seen.push(`remounted: ${input.value}`);
        else if (document.querySelector('h1')?.textContent !== 'Manage your Profile') {
          seen.push(`no form under "${document.querySelector('h1')?.textContent ?? ''}"`);
        } else return;
        requestAnimationFrame(watch);
      };
      watch();
    });
    // A slow profile read keeps the navigation pending long enough to see any flash.
    await page.route('**/rest/v1/user_profile?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByRole('heading', { name: 'Manage your Profile', level: 1 }),
    ).toBeVisible();
    const values = await page.evaluate(
      () => (window as unknown as { emailValues: string[] }).emailValues,
    );
    expect(values.length).toBeGreaterThan(1);
    expect(values.filter((value) => value !== user.email)).toEqual([]);
  });
});

for (const scheme of ['dark', 'light'] as const) {
  test(`from /login, the links to sign-up and recovery open those screens (${scheme})`, async ({
    page,
  }) => {
    await page.addInitScript(
      (value) => window.localStorage.setItem('phrasebook-color-scheme', value),
      scheme,
    );
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(
      page.getByRole('heading', { name: 'Create your account', level: 1 }),
    ).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(
      page.getByRole('heading', { name: 'Forgot your password?', level: 1 }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByRole('status')).toContainText(
      'If an account exists for nobody@example.com',
    );
    // The confirmation is the one colour these screens show nowhere else.
    await expectNoSeriousAxeViolations(page);
  });
}
