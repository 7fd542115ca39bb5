import type { Route } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { addPhrases, createDeck, ownPhrase, userClient } from './learn-helpers.ts';
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
    // Not in the library yet, but not to be added twice: said at once, as the library's are.
    await phraseField.fill(phrase.toUpperCase());
    await page.getByRole('textbox', { name: 'Translation', exact: true }).fill('Bye for now');
    await page.getByRole('button', { name: 'Add phrase' }).click();
    await expect(page.getByText('This phrase is already waiting to be added')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Waiting to be added/ })).toHaveAccessibleName(
      'Waiting to be added (1)',
    );

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
  let serverDown = true;
  await page.route('**/rest/v1/rpc/add_phrase', (route) => {
    tries += 1;
    return serverDown ? route.abort('connectionrefused') : route.continue();
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

  // The learner goes on to Learning Home, and the server answers again: Learning Home sends it
  // (once the page has settled).
  await page.goto('/learn');
  serverDown = false;
  await expect(page.getByText(ADDED)).toBeVisible();
  await expect
    .poll(async () => (await client.from('phrase').select('id').eq('text', phrase)).data?.length)
    .toBe(1);
  await page.goto('/learn/spa/library');
  await expect(page.getByRole('link', { name: phrase })).toBeVisible();
});

test('phrases of a bulk add whose request fails wait together, then are added', async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  await createDeck(client, 'spa');
  const [first, second] = [ownPhrase('Buenos días'), ownPhrase('Buenas noches')];
  await page.route('**/rest/v1/rpc/bulk_add_phrases', (route) => route.abort('connectionrefused'));
  await page.goto('/learn/spa/bulk-add');
  await page
    .getByRole('textbox', { name: 'Paste phrases' })
    .fill(`${first}\tGood morning\n${second}\tGood night\n`);
  await page.getByRole('button', { name: 'Stage pasted lines' }).click();
  await page.getByRole('button', { name: 'Add 2 phrases' }).click();
  const waiting = page.getByRole('region', { name: 'Waiting to be added (2)' });
  await expect(waiting.getByText(first)).toBeVisible();
  await expect(waiting.getByText(second)).toBeVisible();
  await expect(waiting.getByRole('alert')).toContainText('Not added yet');
  await expect(page.getByRole('textbox', { name: 'Phrase 1', exact: true })).toHaveValue('');

  await page.unroute('**/rest/v1/rpc/bulk_add_phrases');
  await expect(page.getByText('2 phrases added')).toBeVisible({ timeout: 35_000 });
  await expect(waiting).toHaveCount(0);
  const stored = await client.from('phrase').select('text').in('text', [first, second]);
  expect(stored.data).toHaveLength(2);
});

test("a translation and a tag the server fails to take wait under the phrase's lists, across a reload, and are added once on Retry", async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  await createDeck(client, 'spa');
  const phrase = ownPhrase('Hasta luego');
  const [id] = await addPhrases(client, 'spa', [
    { text: phrase, translations: [{ lang: 'eng', text: 'See you later' }] },
  ]);
  // Tags are the language's: one of this name may be there from another test, in its case.
  const tag = `bye-${Math.random().toString(36).slice(2, 8)}`;
  let serverDown = true;
  const failWhileDown = (route: Route) =>
    serverDown && route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } })
      : route.fallback();
  await page.route('**/rest/v1/phrase_translation*', failWhileDown);
  await page.route('**/rest/v1/rpc/add_phrase_tag', failWhileDown);
  await page.goto(`/learn/spa/${id}`);
  await page.getByRole('textbox', { name: 'New translation' }).fill('Bye for now');
  await page.getByRole('button', { name: 'Add translation' }).click();
  await page.getByRole('textbox', { name: 'New tag' }).fill(tag);
  await page.getByRole('button', { name: 'Add tag' }).click();
  const translations = page.getByRole('list', { name: 'Translations waiting to be added' });
  const tags = page.getByRole('list', { name: 'Tags waiting to be added' });
  await expect(translations).toContainText('English: Bye for now');
  await expect(translations.getByRole('alert')).toContainText('Not added yet: Service unavailable');
  // Behind the translation: the outbox sends one at a time, oldest first.
  await expect(tags).toContainText(tag);
  // Ready for the next one meanwhile; the one waiting is not typed twice.
  await expect(page.getByRole('textbox', { name: 'New translation' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'New translation' }).fill('Bye for now');
  await page.getByRole('button', { name: 'Add translation' }).click();
  await expect(page.getByText('This phrase already has this translation')).toBeVisible();

  await page.reload();
  await expect(translations).toContainText('Bye for now');
  await expect(tags).toContainText(tag);
  serverDown = false;
  await translations.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Translation added')).toBeVisible();
  await expect(page.getByText(`Tagged "${tag}"`)).toBeVisible({ timeout: 35_000 });
  await expect(translations).toHaveCount(0);
  await expect(tags).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Remove tag ${tag}` })).toBeVisible();
  const { data } = await client
    .from('phrase')
    .select('translations:phrase_translation(text), tags:phrase_tag(tag(name))')
    .eq('id', id!)
    .single();
  expect(data?.translations.map((t) => t.text).sort()).toEqual(['Bye for now', 'See you later']);
  expect(data?.tags).toEqual([{ tag: { name: tag } }]);
});
