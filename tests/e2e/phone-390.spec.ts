import { randomUUID } from 'node:crypto';
import { test, expect } from './fixtures.ts';
import { clientAs, learnerWithFriend } from './friends-helpers.ts';
import { addPhrases } from './learn-helpers.ts';
import { cardCounter, learnerInSession, scoreAndWait, scoreButton } from './review-helpers.ts';

// Phone-sized (390 px) layouts: a chat's header to its composer, the first score under a
// thumb, and a phrase picked from many results. The 320 px ones are in narrow-screens.spec.ts.

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a chat opened from the list shows its header to its composer, and keeps the keyboard', async ({
    page,
    signedInUser: me,
  }) => {
    const friend = await learnerWithFriend(me);
    await page.goto('/friends/chats');
    await page.getByRole('link', { name: new RegExp(friend.username) }).click();
    // The page's title and tabs came first, and the composer was 160 px below the screen.
    await expect(
      page.getByRole('textbox', { name: `Message to ${friend.username}` }),
    ).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: 'All chats' })).toBeInViewport({ ratio: 1 });
    // Sent with a tap, the text box keeps its focus (and a phone its keyboard) for the next.
    const box = page.getByRole('textbox', { name: `Message to ${friend.username}` });
    await box.fill('Are you free on Sunday?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('log')).toContainText('Are you free on Sunday?');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
  });

  test('the first score moves nothing under a thumb, toasts do not pile up, and no key hints show', async ({
    context,
    page,
  }) => {
    await learnerInSession(context, page, 3);
    // From the score buttons to 'Next': what comes between them moves it (each card is as tall
    // as its phrase).
    const scores = page.getByRole('group', { name: 'Score this card' });
    const next = page.getByRole('button', { name: 'Next' });
    const belowScores = async () => {
      const [top, bottom] = [(await scores.boundingBox())!, (await next.boundingBox())!];
      return bottom.y - (top.y + top.height);
    };
    const before = await belowScores();
    await page.getByRole('button', { name: /^Show translation/ }).click();
    await scoreAndWait(page, 'Hard');
    await expect(page.getByText('Last score: Hard')).toBeVisible();
    // 'Undo' came with the first score in a row of its own and pushed 'Next' 50 px down.
    expect(await belowScores()).toBe(before);
    // One score's toast at a time: the next score's replaces it. 'okay' stays 4 s; the next card
    // comes in one, and is scored at once.
    const scoreToasts = page.getByTestId('toasts').getByText(/^(okay|got it|nice)$/);
    await page.getByRole('button', { name: /^Show translation/ }).click();
    await scoreButton(page, 'Hard').click();
    await expect(cardCounter(page)).toHaveText('Card 3 of 3');
    await page.getByRole('button', { name: /^Show translation/ }).click();
    await scoreButton(page, 'Easy').click();
    // 'okay' goes in Mantine's leaving transition, not seconds later.
    await expect(scoreToasts).toHaveText(['nice'], { timeout: 2000 });
    // A phone has no keys: '1' to '4', 'Ctrl Z', the arrows and Space were shown all the same.
    await expect(page.locator('kbd:visible')).toHaveCount(0);
  });

  test('a phrase picked from many results stands alone, what to do with it in view', async ({
    page,
    signedInUser: me,
  }) => {
    const friend = await learnerWithFriend(me);
    // Ten English phrases, the language the learner knows, each with the same rare word.
    const word = `zq${randomUUID().slice(0, 6)}`;
    await addPhrases(
      await clientAs(me),
      'eng',
      Array.from({ length: 10 }, (_, i) => ({
        text: `Evening ${i + 1} by the ${word} river`,
        translations: [{ lang: 'spa', text: `Tarde ${i + 1}` }],
      })),
    );
    await page.goto(`/friends/chats/${friend.uid}/recommend`);
    await page.getByRole('combobox', { name: 'Search phrases' }).fill(word);
    const options = page.getByRole('listbox', { name: 'Phrases found' }).getByRole('option');
    await expect(options).toHaveCount(10);
    const picked = (await options.nth(6).textContent())!;
    await options.nth(6).click();

    // The note and 'Send recommendation' came under all the results, far below the screen.
    await expect(options).toHaveText([picked]);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Send recommendation' })).toBeInViewport({
      ratio: 1,
    });
    await page.getByRole('button', { name: 'Choose another phrase' }).click();
    await expect(options).toHaveCount(10);
    await expect(page.getByRole('combobox', { name: 'Search phrases' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Send recommendation' })).toHaveCount(0);
    // A new search starts from its results too.
    await options.nth(2).click();
    await page.getByRole('combobox', { name: 'Search phrases' }).fill(`${word} river`);
    await expect(page.getByRole('button', { name: 'Send recommendation' })).toHaveCount(0);
  });

  test("a new phrase's translation fields stand one under the other, each label on one line", async ({
    page,
    signedInUser: me,
  }) => {
    const friend = await learnerWithFriend(me);
    await page.goto(`/friends/chats/${friend.uid}/recommend`);
    await page.getByText('Write a new one').click();
    const form = page.getByRole('form', { name: 'Recommend a new phrase' });
    const language = form.getByRole('combobox', { name: 'Translation language' });
    const translation = form.getByRole('textbox', { name: 'Translation', exact: true });
    // Side by side, 'Translation language' took two lines and its field sat 20 px below the other.
    const [languageBox, translationBox] = [
      (await language.boundingBox())!,
      (await translation.boundingBox())!,
    ];
    expect(translationBox.y).toBeGreaterThan(languageBox.y + languageBox.height);
    expect(translationBox.width).toBeCloseTo(languageBox.width, 0);
  });
});
