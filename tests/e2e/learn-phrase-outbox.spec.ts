import { test, expect } from './fixtures.ts';
import { createDeck, ownPhrase, userClient } from './learn-helpers.ts';
import { keptForOffline } from './offline-helpers.ts';

const WAITING = 'Waiting for the network: added when you are back online';
const ADDED = 'Phrase added to your deck';

test.describe('without a network', () => {
  // As learners have the app: the service worker keeps its files, so only data needs the network.
  test.use({ serviceWorkers: 'allow' });

  test('a phrase added offline waits, survives a reload, and is added once the network is back', async ({
    context,
    page,
    signedInUser,
  }) => {
    const client = await userClient(signedInUser);
    await createDeck(client, 'spa');
    const phrase = ownPhrase('Hasta pronto');
    await page.goto('/learn/spa/add-phrase');
    const phraseField = page.getByRole('textbox', { name: 'Phrase in Spanish' });
    await expect(phraseField).toBeVisible();
    await keptForOffline(page);

    await context.setOffline(true);
    await phraseField.fill(phrase);
    await page.getByRole('textbox', { name: 'Translation', exact: true }).fill('See you soon');
    await page.getByRole('button', { name: 'Add phrase' }).click();
    const waiting = page.getByRole('region', { name: 'Waiting to be added (1)' });
    await expect(waiting.getByText(phrase)).toBeVisible();
    await expect(waiting.getByText(WAITING)).toBeVisible();
    // Ready for the next phrase meanwhile.
    await expect(phraseField).toHaveValue('');
    await expect(phraseField).toBeFocused();

    await page.reload();
    await expect(waiting.getByText(phrase)).toBeVisible();
    await context.setOffline(false);
    // The outbox's next try (1 s, 2 s, 4 s … apart, at most 30 s) adds it.
    await expect(page.getByText(ADDED)).toBeVisible({ timeout: 35_000 });
    await expect(waiting).toHaveCount(0);
    const stored = await client.from('phrase').select('id').eq('lang', 'spa').eq('text', phrase);
    expect(stored.data).toHaveLength(1);
  });
});

test('a phrase whose add fails is kept, tried again on Retry, and sent from any deck page later', async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  await createDeck(client, 'spa');
  const phrase = ownPhrase('Buen viaje');
  let tries = 0;
  await page.route('**/rest/v1/rpc/add_phrase', (route) => {
    tries += 1;
    return route.abort('connectionrefused');
  });
  await page.goto('/learn/spa/add-phrase');
  await page.getByRole('textbox', { name: 'Phrase in Spanish' }).fill(phrase);
  await page.getByRole('textbox', { name: 'Translation', exact: true }).fill('Have a good trip');
  await page.getByRole('button', { name: 'Add phrase' }).click();
  const waiting = page.getByRole('region', { name: 'Waiting to be added (1)' });
  await expect(waiting.getByRole('alert')).toContainText('Not added yet');

  await page.reload();
  await expect(waiting.getByText(phrase)).toBeVisible();
  await expect(waiting.getByRole('alert')).toContainText('Not added yet');
  const before = tries;
  await waiting.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => tries).toBeGreaterThan(before);

  // The server answers again; the learner has gone on to Learning Home, which sends it.
  await page.unroute('**/rest/v1/rpc/add_phrase');
  await page.goto('/learn');
  await expect(page.getByText(ADDED)).toBeVisible();
  await expect
    .poll(async () => (await client.from('phrase').select('id').eq('text', phrase)).data?.length)
    .toBe(1);
  await page.goto('/learn/spa/library');
  await expect(page.getByRole('link', { name: phrase })).toBeVisible();
});
