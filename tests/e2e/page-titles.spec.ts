import { test, expect } from './fixtures.ts';

// docs/product.md §2, "Every page": the tab is named after the page's heading, and a screen
// reader hears the heading of the page a link opened.
test('each page names its tab after its heading, and a followed link says the new heading', async ({
  page,
  signedInUser,
}) => {
  expect(signedInUser.uid).toBeTruthy();
  const announcer = page.getByTestId('page-announcer');
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Learning Home · Phrasebook');
  // The page just opened is read out as it loads.
  await expect(announcer).toHaveText('');

  const nav = page.getByRole('navigation', { name: 'App' });
  await nav.getByRole('link', { name: 'Stats' }).click();
  await expect(page).toHaveTitle('Stats · Phrasebook');
  await expect(announcer).toHaveText('Stats');
  await expect(nav.getByRole('link', { name: 'Stats' })).toBeFocused();

  // Another app's screen, reached with the keyboard from the same sidebar.
  await nav.getByRole('link', { name: 'Friends' }).press('Enter');
  await expect(page).toHaveURL(/\/friends$/);
  const friendsHeading = page.getByRole('heading', { level: 1 });
  await expect(friendsHeading).toBeVisible();
  const heading = (await friendsHeading.textContent())?.trim() ?? '';
  expect(heading).not.toBe('');
  await expect(page).toHaveTitle(`${heading} · Phrasebook`);
  await expect(announcer).toHaveText(heading);

  await page.goBack();
  await expect(page).toHaveTitle('Stats · Phrasebook');
  await expect(announcer).toHaveText('Stats');

  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('404: Page not found · Phrasebook');
});

test('signed-out pages are named after their headings too', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Log in · Phrasebook');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup/);
  await expect(page).toHaveTitle('Create your account · Phrasebook');
  await expect(page.getByTestId('page-announcer')).toHaveText('Create your account');
});
