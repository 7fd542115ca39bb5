import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { addPhrases, createDeck, reviewToday, userClient } from './learn-helpers.ts';

const results = (page: Page) => page.getByRole('list', { name: 'Occitan phrases' });
const eng = (text: string) => [{ lang: 'eng', text }];

test('the deck home counts its review sets, and each count opens the library filtered', async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  await createDeck(client, 'oci');
  const [aigua] = await addPhrases(client, 'oci', [
    { text: 'Aiga', translations: eng('Water') },
    { text: 'Pan', translations: eng('Bread') },
    { text: 'Vin', translations: eng('Wine') },
  ]);
  await reviewToday(client, 'oci', [{ phraseId: aigua!, score: 3 }]);

  await page.goto('/learn/oci');
  const sets = page.getByRole('region', { name: 'Review sets' });
  await expect(sets.getByRole('link', { name: '0 Due today' })).toBeVisible();
  await expect(sets.getByRole('link', { name: '1 Reviewed in the last 7 days' })).toBeVisible();
  await sets.getByRole('link', { name: '2 Active, never reviewed' }).click();

  await expect(page).toHaveURL(/\/learn\/oci\/library\?filter=unreviewed_active$/);
  await expect(results(page).getByRole('listitem')).toHaveCount(2);
  await expect(results(page).getByRole('listitem').filter({ hasText: 'Pan' })).toHaveCount(1);
  await expect(results(page).getByRole('listitem').filter({ hasText: 'Vin' })).toHaveCount(1);

  await page.goBack();
  await sets.getByRole('link', { name: '1 Reviewed in the last 7 days' }).click();
  await expect(page).toHaveURL(/\/learn\/oci\/library\?filter=reviewed_last_7d$/);
  await expect(results(page).getByRole('listitem')).toHaveText([/Aiga/]);
});
