import type { Locator, Page } from '@playwright/test';
import { test, expect, createTestUser, type TestUser } from './fixtures.ts';
import { toastWith } from './friends-helpers.ts';
import { addPhrases, createDeck, must, ownPhrase, userClient } from './learn-helpers.ts';

/**
 * A control a keyboard user presses keeps the focus through the save it starts, and after: a
 * disabled button or switch drops it to the page's body, and the next Tab starts from the top.
 */
async function expectFocusKept(page: Page, control: Locator, toast: string) {
  await expect(toastWith(page, toast)).toBeVisible();
  await expect(control).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

test('a profile switch and Save changes keep the focus as they save', async ({
  page,
  signedInUser,
}) => {
  await page.goto('/profile');
  const friends = page.getByRole('switch', { name: 'Friends' });
  await expect(friends).toBeChecked();
  await friends.focus();
  await page.keyboard.press('Space');
  await expectFocusKept(page, friends, 'Friends notifications are muted');
  await expect(friends).not.toBeChecked();

  const username = page.getByRole('textbox', { name: 'Username' });
  await username.fill(`${signedInUser.username}x`);
  const save = page.getByRole('button', { name: 'Save changes' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expectFocusKept(page, save, 'Your profile is saved');
  // Nothing is left to save: it reads as disabled, and a second press saves nothing.
  await expect(save).toHaveAttribute('aria-disabled', 'true');
});

test("a deck's Save settings keeps the focus as it saves", async ({ page, signedInUser }) => {
  await createDeck(await userClient(signedInUser), 'spa');
  await page.goto('/learn/spa/deck-settings');
  await page.getByRole('radio', { name: 'Family' }).check();
  const save = page.getByRole('button', { name: 'Save settings' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expectFocusKept(page, save, 'Deck settings saved');
  await expect(save).toHaveAttribute('aria-disabled', 'true');
});

test("a card request's Post answer keeps the focus as it posts", async ({ page, signedInUser }) => {
  const asker = await createTestUser();
  const request = must(
    await (
      await userClient(asker)
    )
      .from('phrase_request')
      .insert({ lang: 'spa', prompt: 'How do I say see you on Monday?' })
      .select('id')
      .single(),
  );
  await page.goto(`/learn/spa/requests/${request!.id}`);
  await page.getByRole('textbox', { name: 'Phrase in Spanish' }).fill(ownPhrase('Hasta el lunes'));
  await page.getByRole('textbox', { name: 'Translation', exact: true }).fill('See you on Monday');
  const post = page.getByRole('button', { name: 'Post answer' });
  await post.focus();
  await page.keyboard.press('Enter');
  await expectFocusKept(page, post, 'Thanks! Your answer is posted');
  await expect(page.getByRole('list', { name: 'Answers' })).toContainText(
    `by ${signedInUser.username}`,
  );
});

/** A phrase of the user's own Spanish deck, on its page. */
async function openOwnPhrase(
  page: Page,
  user: TestUser,
  translations = [{ lang: 'eng', text: 'See you later' }],
) {
  const client = await userClient(user);
  await createDeck(client, 'spa');
  const text = ownPhrase('Hasta luego');
  const [id] = await addPhrases(client, 'spa', [{ text, translations }]);
  await page.goto(`/learn/spa/${id}`);
  await expect(page.getByRole('heading', { name: text, level: 2 })).toBeVisible();
}

test('a tag typed while the one before it saves stays in the field', async ({
  page,
  signedInUser,
}) => {
  await openOwnPhrase(page, signedInUser);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    /\/rest\/v1\/rpc\/add_phrase_tag/,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  const tags = page.getByRole('region', { name: 'Tags' });
  const field = tags.getByRole('textbox', { name: 'New tag' });
  await field.fill('Farewells');
  await tags.getByRole('button', { name: 'Add tag' }).click();
  await field.fill('Evenings');
  release();
  await expect(toastWith(page, 'Tagged "Farewells"')).toBeVisible();
  await expect(tags.getByRole('listitem').filter({ hasText: 'Farewells' })).toBeVisible();
  await expect(field).toHaveValue('Evenings');
});

test("a phrase's Add tag keeps the focus as it saves", async ({ page, signedInUser }) => {
  await openOwnPhrase(page, signedInUser);
  const tags = page.getByRole('region', { name: 'Tags' });
  await tags.getByRole('textbox', { name: 'New tag' }).fill('Farewells');
  const add = tags.getByRole('button', { name: 'Add tag' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expectFocusKept(page, add, 'Tagged "Farewells"');
  await expect(tags.getByRole('listitem')).toHaveText(['Farewells']);
});

test("a phrase's Add translation keeps the focus as it saves", async ({ page, signedInUser }) => {
  await openOwnPhrase(page, signedInUser);
  const translations = page.getByRole('region', { name: 'Translations' });
  await translations.getByRole('combobox', { name: 'Language' }).selectOption('fra');
  await translations.getByRole('textbox', { name: 'New translation' }).fill('À plus tard');
  const add = translations.getByRole('button', { name: 'Add translation' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expectFocusKept(page, add, 'Translation added');
  await expect(translations.getByRole('listitem')).toContainText([
    'English See you later',
    'French À plus tard',
  ]);
});

test("removing a phrase's translation or tag hands the focus to the one in its place", async ({
  page,
  signedInUser,
}) => {
  await openOwnPhrase(page, signedInUser, [
    { lang: 'eng', text: 'See you later' },
    { lang: 'fra', text: 'À plus tard' },
    { lang: 'deu', text: 'Bis später' },
  ]);
  const translations = page.getByRole('region', { name: 'Translations' });
  const removeButtons = translations.getByRole('button', { name: /^Remove the translation/ });
  await expect(removeButtons).toHaveCount(3);
  await removeButtons.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(translations.getByRole('listitem')).toHaveCount(2);
  await expect(removeButtons.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  // The last translation stays (docs/product.md §5): no remove button is left to take the focus.
  await expect(translations.getByRole('listitem')).toHaveCount(1);
  await expect(translations.getByRole('textbox', { name: 'New translation' })).toBeFocused();

  const tags = page.getByRole('region', { name: 'Tags' });
  for (const name of ['Farewells', 'Evenings']) {
    await tags.getByRole('textbox', { name: 'New tag' }).fill(name);
    await tags.getByRole('button', { name: 'Add tag' }).click();
    await expect(tags.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  }
  await tags.getByRole('button', { name: 'Remove tag Farewells' }).focus();
  await page.keyboard.press('Enter');
  await expect(tags.getByRole('listitem')).toHaveText(['Evenings']);
  await expect(tags.getByRole('button', { name: 'Remove tag Evenings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tags.getByText('No tags yet.')).toBeVisible();
  await expect(tags.getByRole('textbox', { name: 'New tag' })).toBeFocused();
});

test("Add to deck hands the focus to the card's status menu, in the library and on the phrase", async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  // Added before the deck exists: library phrases that are not cards of mine.
  const [holaText, adiosText] = [ownPhrase('Hola'), ownPhrase('Adiós')];
  const [, adios] = await addPhrases(client, 'spa', [
    { text: holaText, translations: [{ lang: 'eng', text: 'Hello' }] },
    { text: adiosText, translations: [{ lang: 'eng', text: 'Goodbye' }] },
  ]);
  await createDeck(client, 'spa');

  await page.goto(`/learn/spa/library?text=${encodeURIComponent(holaText)}`);
  await page.getByRole('button', { name: `Add to deck: ${holaText}` }).focus();
  await page.keyboard.press('Enter');
  // 'Add to deck' gave way to the menu, and a keyboard user was left on the page's body.
  const holaStatus = page.getByRole('button', { name: `Active card: ${holaText}. Change status` });
  await expect(holaStatus).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: /^Active/ })).toBeFocused();
  await page.keyboard.press('Escape');

  await page.goto(`/learn/spa/${adios}`);
  await page.getByRole('button', { name: `Add to deck: ${adiosText}` }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: `Active card: ${adiosText}. Change status` }),
  ).toBeFocused();
});

test("bulk add's submit keeps the focus as it adds", async ({ page, signedInUser }) => {
  await createDeck(await userClient(signedInUser), 'spa');
  await page.goto('/learn/spa/bulk-add');
  await page.getByRole('textbox', { name: 'Phrase 1', exact: true }).fill(ownPhrase('Buenas'));
  await page.getByRole('textbox', { name: 'Phrase 1, translation 1' }).fill('Hello');
  await page.getByRole('button', { name: 'Add 1 phrase' }).focus();
  await page.keyboard.press('Enter');
  // The form starts afresh, its button named for no phrase.
  await expectFocusKept(page, page.getByRole('button', { name: 'Add phrases' }), '1 phrase added');
});
