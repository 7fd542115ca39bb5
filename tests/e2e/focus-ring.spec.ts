import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * A focused text field shows a 2 px ring in its border's colour, not only a 1 px colour change:
 * the start-up's own fields and Mantine's in the apps alike.
 */
async function ring(field: Locator) {
  return field.evaluate((element) => {
    const style = getComputedStyle(element);
    return { border: style.borderTopColor, shadow: style.boxShadow };
  });
}

/** The border's colour once the ring matches it (the border eases into its focus colour). */
async function expectRing(field: Locator) {
  await expect(field).toBeFocused();
  await expect
    .poll(async () => {
      const { border, shadow } = await ring(field);
      return shadow === `${border} 0px 0px 0px 1px`;
    })
    .toBe(true);
  return (await ring(field)).border;
}

test('the sign-in fields, and a field left wrong, ring in their own colour', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeVisible();
  expect((await ring(email)).shadow).toBe('none');
  await email.focus();
  const focused = await expectRing(email);

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.focus();
  expect(await expectRing(email)).not.toBe(focused);
});

test("an app's Mantine field rings too", async ({ page, signedInUser }) => {
  expect(signedInUser.uid).toBeTruthy();
  await page.goto('/friends/search');
  const username = page.getByRole('textbox', { name: 'Username' });
  await expect(username).toBeVisible();
  expect((await ring(username)).shadow).toBe('none');
  await username.focus();
  await expectRing(username);
});
