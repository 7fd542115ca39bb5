import { test, expect } from './fixtures.ts';
import { adminClient, userClient } from './clients.ts';
import { createDeck } from './learn-helpers.ts';

// Nobody adds Ainu phrases in this suite: its library stays empty.
test('a deck in a language whose library is empty promises nothing it cannot bring', async ({
  page,
  signedInUser,
}) => {
  const { count } = await adminClient()
    .from('phrase')
    .select('id', { count: 'exact', head: true })
    .eq('lang', 'ain');
  expect(count).toBe(0);
  await createDeck(await userClient(signedInUser), 'ain');

  await page.goto('/learn/ain');
  const firstStep = page.getByRole('region', { name: 'Add your first phrases' });
  await expect(firstStep).toContainText(
    "nobody has added Ainu phrases yet, so yours will be the library's first.",
  );
  await expect(firstStep.getByRole('link', { name: 'Add a phrase' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the library' })).toHaveCount(0);
  await expect(
    page.getByText('Nothing is due, and no new cards are waiting: add phrases to review them.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: "Start today's review" })).toHaveCount(0);
});
