import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import {
  addPhrases,
  createDeck,
  ownPhrase,
  reviewToday,
  setCardStatus,
  userClient,
} from './learn-helpers.ts';

const results = (page: Page) => page.getByRole('list', { name: 'Occitan phrases' });
const eng = (text: string) => [{ lang: 'eng', text }];

test('the deck home counts its review sets, and each count opens the library filtered', async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  await createDeck(client, 'oci');
  const [aigua] = await addPhrases(client, 'oci', [
    { text: ownPhrase('Aiga'), translations: eng('Water') },
    { text: ownPhrase('Pan'), translations: eng('Bread') },
    { text: ownPhrase('Vin'), translations: eng('Wine') },
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

test('the deck home links every card, the reviewed ones and the reviewed or inactive ones to the library', async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  await createDeck(client, 'oci');
  const [aiga, , vin] = await addPhrases(client, 'oci', [
    { text: ownPhrase('Aiga'), translations: eng('Water') },
    { text: ownPhrase('Pan'), translations: eng('Bread') },
    { text: ownPhrase('Vin'), translations: eng('Wine') },
  ]);
  await reviewToday(client, 'oci', [{ phraseId: aiga!, score: 3 }]);
  await setCardStatus(client, [vin!], 'skipped');

  await page.goto('/learn/oci');
  const sets = page.getByRole('region', { name: 'Review sets' });
  const opens = async (name: string, filter: string, texts: RegExp[]) => {
    await sets.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/learn/oci/library\\?filter=${filter}$`));
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue(filter);
    await expect(results(page).getByRole('listitem')).toHaveCount(texts.length);
    for (const text of texts) {
      await expect(results(page).getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
    }
    await page.goBack();
  };
  await opens('3 All my cards', 'all', [/Aiga/, /Pan/, /Vin/]);
  await opens('1 Reviewed before', 'reviewed', [/Aiga/]);
  await opens('2 Reviewed, learned or skipped', 'reviewed_or_inactive', [/Aiga/, /Vin/]);
});

test('the deck home reads its language and links to the library and the phrases not in the deck', async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  await createDeck(client, 'oci');
  await addPhrases(client, 'oci', [{ text: ownPhrase('Aiga'), translations: eng('Water') }]);
  const languageReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/rest/v1/language_plus')) languageReads.push(url.search);
  });

  await page.goto('/learn/oci');
  const library = page.getByRole('link', { name: /^\d+ phrases? in the Occitan library$/ });
  await expect(library).toHaveAttribute('href', '/learn/oci/library');
  await expect(page.getByRole('link', { name: /^\d+ not in your deck yet$/ })).toHaveAttribute(
    'href',
    '/learn/oci/library?filter=not_in_deck',
  );
  // docs/product.md §7 "Language": language_plus by lang with its phrases and translations.
  expect(languageReads).toHaveLength(1);
  const params = new URLSearchParams(languageReads[0]);
  expect(params.get('lang')).toBe('eq.oci');
  expect(params.get('select')).toMatch(/meta_phrase_info\(.*phrase_translation\(/);
});
