import { randomUUID } from 'node:crypto';
import { test, expect } from './fixtures.ts';
import { addPhrases, createDeck, userClient } from './learn-helpers.ts';

test('Ctrl+K from anywhere opens quick search; arrows and Enter open a phrase from any deck', async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  // The library is everyone's, and holds a phrase once: a word of this run's own keeps a retry
  // from finding, or being refused, the phrases an earlier try added.
  const run = randomUUID().slice(0, 6);
  await createDeck(client, 'fao');
  await createDeck(client, 'fry');
  await addPhrases(client, 'fao', [
    { text: `Bon dia ${run}`, translations: [{ lang: 'eng', text: `Good morning ${run}` }] },
    { text: `Bona nit ${run}`, translations: [{ lang: 'eng', text: `Good night ${run}` }] },
  ]);
  const [egunon] = await addPhrases(client, 'fry', [
    { text: `Egun on ${run}`, translations: [{ lang: 'eng', text: `Good morning ${run}` }] },
  ]);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Manage your Profile' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page).toHaveURL(/\/learn\/quick-search$/);
  const box = page.getByRole('combobox', { name: 'Search all your decks' });
  await expect(box).toBeFocused();
  await expect(
    page.getByText(/Type to search \d+ phrases in the languages of your 2 decks/),
  ).toBeVisible();

  await page.keyboard.type(`good MORNING ${run}`);
  const options = page.getByRole('listbox', { name: 'Phrases found' }).getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  // Newest first: the Frisian phrase, then the Faroese one.
  await expect(options).toHaveText([/Egun on.*Western Frisian/, /Bon dia.*Faroese/]);
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/learn/fry/${egunon}$`));
  await expect(page.getByRole('heading', { name: 'Egun on', level: 2 })).toBeVisible();

  // Again from the phrase page; the box is empty and focused, and the sidebar button works too.
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  // Nothing found: said, with no empty list's frame drawn under it.
  await page.keyboard.type(`zzqq ${run}`);
  await expect(page.getByText(`Nothing matches "zzqq ${run}".`)).toBeVisible();
  const list = page.getByRole('listbox', { name: 'Phrases found', includeHidden: true });
  await expect(list.locator('..')).toBeHidden();
  await box.fill('');
  await page.keyboard.type(`nit ${run}`);
  await expect(options).toHaveText([/Bona nit/]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Bona nit', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Quick search' }).click();
  await expect(box).toBeFocused();
});

test('on a phone, Ctrl+K opens quick search with the sidebar sheet closed', async ({
  page,
  signedInUser,
}) => {
  await createDeck(await userClient(signedInUser), 'fao');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Manage your Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick search' })).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(page).toHaveURL(/\/learn\/quick-search$/);
  await expect(page.getByRole('combobox', { name: 'Search all your decks' })).toBeFocused();
});

test("an input method's arrows and Enter choose and confirm its word, not a phrase found", async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  const run = randomUUID().slice(0, 6);
  await createDeck(client, 'jpn');
  const [morning] = await addPhrases(client, 'jpn', [
    { text: `おはよう ${run}`, translations: [{ lang: 'eng', text: `Morning ${run}` }] },
  ]);
  await addPhrases(client, 'jpn', [
    {
      text: `おはよう ${run} ございます`,
      translations: [{ lang: 'eng', text: `Good morning ${run}` }],
    },
  ]);
  await page.goto('/learn/quick-search');
  const box = page.getByRole('combobox', { name: 'Search all your decks' });
  await box.click();
  // What a Japanese input method does as a word is typed: the text stays composing until the
  // learner confirms it with Enter, choosing among its candidates with the arrows.
  const ime = await page.context().newCDPSession(page);
  const word = `おはよう ${run}`;
  await ime.send('Input.imeSetComposition', {
    text: word,
    selectionStart: word.length,
    selectionEnd: word.length,
  });
  const options = page.getByRole('listbox', { name: 'Phrases found' }).getByRole('option');
  await expect(options).toHaveText([/Good morning/, new RegExp(`^おはよう ${run}Morning`)]);
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await ime.send('Input.insertText', { text: word });
  await expect(box).toHaveValue(word);
  await expect(page).toHaveURL(/\/learn\/quick-search$/);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/learn/jpn/${morning}$`));
});
