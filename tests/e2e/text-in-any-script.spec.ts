import type { Locator } from '@playwright/test';
import { test, expect, createTestUser } from './fixtures.ts';
import { clientAs, makeFriends } from './friends-helpers.ts';
import { addPhrases, createDeck, ownPhrase } from './learn-helpers.ts';

// What learners write in Hebrew or Arabic reads right to left, its full stop or question mark at
// its left end, while the page around it stays left to right; a phrase and a translation carry
// their language, which screen readers speak it in and browsers pick its glyphs by (Japanese
// kanji are not drawn as Chinese hanzi).
const direction = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node).direction);

test.describe('text in any script', () => {
  test('a Hebrew phrase is typed, listed, shown and reviewed right to left; its translation left to right', async ({
    page,
    signedInUser,
  }) => {
    await createDeck(await clientAs(signedInUser), 'heb');
    const phrase = ownPhrase('שלום, מה שלומך?');
    // The library is the suite's: a retry finds the phrases its first try added.
    const translation = ownPhrase('Hello, how are you?');
    await page.goto('/learn/heb/add-phrase');
    const phraseField = page.getByRole('textbox', { name: 'Phrase in Hebrew' });
    await phraseField.fill(phrase);
    const translationField = page.getByRole('textbox', { name: 'Translation', exact: true });
    await translationField.fill(translation);
    expect(await direction(phraseField)).toBe('rtl');
    expect(await direction(translationField)).toBe('ltr');
    await page.getByRole('button', { name: 'Add phrase' }).click();
    const added = page.getByRole('region', { name: 'Added this visit (1)' });
    expect(await direction(added.getByRole('link', { name: phrase }))).toBe('rtl');
    await expect(added.getByRole('link', { name: phrase })).toHaveAttribute('lang', 'he');
    const addedTranslation = added.getByText(translation);
    expect(await direction(addedTranslation)).toBe('ltr');
    await expect(addedTranslation).toHaveAttribute('lang', 'en');

    await page.goto('/learn/heb/library');
    const listed = page.getByRole('link', { name: phrase });
    expect(await direction(listed)).toBe('rtl');
    expect(await direction(page.getByText(translation))).toBe('ltr');
    expect(await direction(page.getByRole('heading', { name: 'Library' }))).toBe('ltr');

    await listed.click();
    expect(await direction(page.getByRole('heading', { name: phrase }))).toBe('rtl');

    await page.goto('/learn/heb/review');
    await page.getByRole('button', { name: "Start today's review" }).click();
    const card = page.getByTestId('review-phrase');
    await expect(card).toBeVisible();
    expect(await direction(card)).toBe('rtl');
  });

  test("a friend's Hebrew message reads right to left in the thread and the chat list; a recommended Japanese phrase is marked Japanese", async ({
    page,
    signedInUser: ana,
  }) => {
    const ben = await createTestUser();
    await makeFriends(ana, ben);
    const fromBen = await clientAs(ben);
    const japanese = ownPhrase('また明日。');
    const [phrase] = await addPhrases(fromBen, 'jpn', [
      { text: japanese, translations: [{ lang: 'eng', text: 'See you tomorrow.' }] },
    ]);
    const message = 'נתראה מחר?';
    for (const row of [
      { message_type: 'recommendation', lang: 'jpn', phrase_id: phrase, message: 'また!' },
      { message_type: 'text', message },
    ]) {
      expect(
        (await fromBen.from('chat_message').insert({ recipient_uid: ana.uid, ...row })).error,
      ).toBeNull();
    }

    await page.goto('/friends/chats');
    const entry = page
      .getByRole('navigation', { name: 'Chats' })
      .getByRole('link', { name: new RegExp(ben.username) });
    expect(await direction(entry.getByText(message))).toBe('rtl');
    await entry.click();
    const thread = page.getByRole('log', { name: `Messages with ${ben.username}` });
    expect(await direction(thread.getByText(message))).toBe('rtl');
    await expect(thread.getByText(japanese)).toHaveAttribute('lang', 'ja');
    await expect(thread.getByText('See you tomorrow.')).toHaveAttribute('lang', 'en');

    const composer = page.getByRole('textbox', { name: `Message to ${ben.username}` });
    await composer.fill('כן, בשמחה.');
    expect(await direction(composer)).toBe('rtl');
    await composer.press('Enter');
    // Polled: the bubble shown while it sends is replaced by the stored message.
    await expect.poll(() => direction(thread.getByText('כן, בשמחה.'))).toBe('rtl');
    // In the list, after 'You: ', mine reads right to left too, its full stop at its left end.
    await expect(entry).toContainText('You: כן, בשמחה.');
    expect(await direction(entry.getByText('כן, בשמחה.', { exact: true }))).toBe('rtl');
  });
});
