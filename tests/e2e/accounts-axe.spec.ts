import { test, expect, createTestUser, signInContext } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { accountMenu, waitForMail } from './accounts-helpers.ts';

const signedOutScreens = [
  { path: '/login', heading: 'Log in', submit: 'Log in' },
  { path: '/signup', heading: 'Create your account', submit: 'Create account' },
  { path: '/forgot-password', heading: 'Forgot your password?', submit: 'Send me a reset link' },
  {
    path: '/set-new-password',
    heading: 'This link is invalid or has expired',
    submit: 'Send me a new link',
  },
];

const signedInScreens = [
  { path: '/profile', heading: 'Manage your Profile' },
  { path: '/profile/change-password', heading: 'Change your password' },
  { path: '/profile/change-email', heading: 'Change your email' },
  { path: '/profile/change-email-confirm', heading: 'Email change' },
];

test.describe('accessibility of the account screens (axe: no serious or critical violations)', () => {
  for (const scheme of ['dark', 'light'] as const) {
    for (const screen of signedOutScreens) {
      test(`${screen.path} (${scheme}), empty and with validation errors`, async ({ page }) => {
        await page.addInitScript(
          (value) => window.localStorage.setItem('phrasebook-color-scheme', value),
          scheme,
        );
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        await page.getByRole('button', { name: screen.submit }).click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      });
    }

    for (const screen of signedInScreens) {
      test(`${screen.path} (${scheme})`, async ({ page, signedInUser }) => {
        await page.addInitScript(
          (value) => window.localStorage.setItem('phrasebook-color-scheme', value),
          scheme,
        );
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
        await expect(accountMenu(page, signedInUser.username)).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      });
    }

    test(`/getting-started (${scheme}), with validation errors`, async ({ context, page }) => {
      const user = await createTestUser({ withProfile: false });
      await signInContext(context, user);
      await page.addInitScript(
        (value) => window.localStorage.setItem('phrasebook-color-scheme', value),
        scheme,
      );
      await page.goto('/getting-started');
      await expect(page.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page.getByText('Please select a language')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test(`/set-new-password from a recovery link (${scheme})`, async ({ page }) => {
      const user = await createTestUser();
      await page.addInitScript(
        (value) => window.localStorage.setItem('phrasebook-color-scheme', value),
        scheme,
      );
      await page.goto('/forgot-password');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
      await page.getByRole('button', { name: 'Send me a reset link' }).click();
      await expect(page.getByText('Check your email')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.goto((await waitForMail(user.email, 'recovery')).link);
      await expect(
        page.getByRole('heading', { name: 'Set a new password', level: 1 }),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});
