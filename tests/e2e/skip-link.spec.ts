import { test, expect } from './fixtures.ts';

// The signed-in layout's skip link: a dozen of the sidebar's stops come before the page.
test('the first Tab offers to skip the sidebar, and the next is the page’s own', async ({
  page,
  signedInUser,
}) => {
  expect(signedInUser.uid).toBeTruthy();
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/learn$/);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});
