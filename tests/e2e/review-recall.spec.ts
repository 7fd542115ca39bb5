import { test, expect } from './fixtures.ts';
import { cardCounter, reviewStates, scoreButton } from './review-helpers.ts';
import { recallLearner, reviewsWithDirection } from './review-two-way-helpers.ts';

/** The phrase as a learner without accents on their keyboard types it. */
const plainTyping = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[¿?¡!.,]/g, '')
    .toLowerCase();

test.describe('recall cards', () => {
  test('a phrase reviewed yesterday is asked today in recall, answered untyped, then typed', async ({
    context,
    page,
  }) => {
    const { user, phrases } = await recallLearner(context, 2);
    await page.goto('/learn/spa/review');
    await expect(page.getByText('Phrases to say for the first time (recall): 2')).toBeVisible();
    await page.getByRole('button', { name: "Start today's review" }).click();
    await expect(page.getByText('Ready to go! 2 to study today, 2 fresh new cards')).toBeVisible();
    const states = await reviewStates(user.uid);
    const state = states.sort((a, b) => a.day_session.localeCompare(b.day_session)).at(-1);

    // Untyped: the translation asks, 'Show phrase' answers.
    await expect(cardCounter(page)).toHaveText('Card 1 of 2');
    await expect(page.getByText('Say it in Spanish')).toBeVisible();
    await expect(page.getByTestId('recall-prompt')).not.toBeEmpty();
    await expect(page.getByTestId('review-phrase')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show phrase' }).click();
    await expect(page.getByTestId('review-phrase')).toHaveText(phrases.get(state!.manifest[0]!)!);
    await scoreButton(page, 'Good').click();

    // Typed: the answer is compared word by word, without accents, case or punctuation.
    await expect(cardCounter(page)).toHaveText('Card 2 of 2');
    await page.getByRole('switch', { name: 'Type my answer' }).click();
    const expected = phrases.get(state!.manifest[1]!)!;
    await page.getByRole('textbox', { name: 'Your answer' }).fill(plainTyping(expected));
    await page.getByRole('textbox', { name: 'Your answer' }).press('Enter');
    await expect(page.getByTestId('review-phrase')).toHaveText(expected);
    const words = expected.split(/\s+/).filter((word) => plainTyping(word) !== '').length;
    await expect(
      page.getByText(`You typed ${words} of ${words} ${words === 1 ? 'word' : 'words'} right`),
    ).toBeVisible();
    await page.keyboard.press('4');
    await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();

    await expect
      .poll(async () =>
        (await reviewsWithDirection(user.uid)).filter((r) => r.direction === 'recall'),
      )
      .toHaveLength(2);
    const recall = (await reviewsWithDirection(user.uid)).filter((r) => r.direction === 'recall');
    expect(recall.map((r) => [r.phrase_id, r.score])).toEqual([
      [state!.manifest[0], 3],
      [state!.manifest[1], 4],
    ]);

    // The typing choice is remembered for the deck.
    const stored = await page.evaluate(() =>
      window.localStorage.getItem('phrasebook:recall-preferences:spa'),
    );
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ typeAnswer: true });
  });

  test('a Japanese answer typed in part earns the words it has, as the browser splits them', async ({
    context,
    page,
  }) => {
    const { phrases } = await recallLearner(context, 1, 'jpn');
    const expected = [...phrases.values()][0]!;
    await page.goto('/learn/jpn/review');
    await page.getByRole('button', { name: "Start today's review" }).click();
    await expect(page.getByText('Say it in Japanese')).toBeVisible();
    await page.getByRole('switch', { name: 'Type my answer' }).click();
    // The words as this browser's segmenter finds them; the learner types all but the last.
    const words = await page.evaluate(
      (text) =>
        [...new Intl.Segmenter('ja', { granularity: 'word' }).segment(text)]
          .filter((part) => part.isWordLike)
          .map((part) => part.segment),
      expected,
    );
    expect(words.length).toBeGreaterThan(1);
    const answer = page.getByRole('textbox', { name: 'Your answer' });
    await answer.fill(words.slice(0, -1).join(' '));
    await answer.press('Enter');
    await expect(page.getByTestId('review-phrase')).toHaveText(expected);
    await expect(
      page.getByText(`You typed ${words.length - 1} of ${words.length} words right`),
    ).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Your answer compared' }).getByText('(missed)'),
    ).toHaveCount(1);
  });

  test('a typed card whose score is taken back comes back as it was scored, each time', async ({
    context,
    page,
  }) => {
    await recallLearner(context, 2);
    await page.goto('/learn/spa/review');
    await page.getByRole('button', { name: "Start today's review" }).click();
    await expect(cardCounter(page)).toHaveText('Card 1 of 2');
    await page.getByRole('switch', { name: 'Type my answer' }).click();
    const answer = page.getByRole('textbox', { name: 'Your answer' });
    const undo = page.getByRole('button', { name: /^Undo/ });
    const comparison = page.getByRole('group', { name: 'Your answer compared' });
    let typedOnFirst = '';
    const asScored = async () => {
      await expect(cardCounter(page)).toHaveText('Card 1 of 2');
      await expect(page.getByTestId('review-phrase')).toBeVisible();
      await expect(comparison).toHaveText(typedOnFirst);
      await expect(scoreButton(page, 'Good')).toHaveAttribute('aria-pressed', 'false');
    };

    // Taken back after the next card was checked too.
    await answer.fill('una respuesta');
    await answer.press('Enter');
    await expect(comparison).toContainText(/You typed \d+ of \d+ words? right/);
    typedOnFirst = (await comparison.textContent()) ?? '';
    await scoreButton(page, 'Good').click();
    await expect(cardCounter(page)).toHaveText('Card 2 of 2');
    await answer.fill('otra');
    await answer.press('Enter');
    await expect(page.getByTestId('review-phrase')).toBeVisible();
    await undo.click();
    await asScored();

    // Taken back before the next card was answered.
    await scoreButton(page, 'Good').click();
    await expect(cardCounter(page)).toHaveText('Card 2 of 2');
    await expect(answer).toHaveValue('');
    await undo.click();
    await asScored();

    // Taken back within the second, before the session moved on.
    await scoreButton(page, 'Hard').click();
    await undo.click();
    await asScored();
  });
});
