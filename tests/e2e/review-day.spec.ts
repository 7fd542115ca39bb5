import { test, expect, signInContext } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import {
  cardCounter,
  learnerDb,
  learnerInSession,
  newLearner,
  reviewStates,
  scoreAndWait,
  startReview,
  waitForReviews,
} from './review-helpers.ts';

/** `daysBack` days before today at hh:mm on this machine's clock (the browser's zone too). */
function localTime(daysBack: number, hours: number, minutes: number): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack, hours, minutes);
}
const dayString = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

test.describe('the review day', () => {
  test('a session opened at 03:59 still posts to that day at 04:01', async ({ context, page }) => {
    const user = await newLearner('spa', 2);
    await signInContext(context, user);
    // Yesterday 03:59 belongs to the day before yesterday (docs/product.md §9: rollover at 04:00).
    const opened = localTime(1, 3, 59);
    const expectedDay = dayString(localTime(2, 12, 0));
    await page.clock.setFixedTime(opened);
    await startReview(page, 'spa', { total: 2, fresh: 2 });
    await scoreAndWait(page, 'Good');

    await page.clock.setFixedTime(localTime(1, 4, 1));
    await expect(cardCounter(page)).toHaveText('Card 2 of 2');
    await scoreAndWait(page, 'Easy');
    await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();

    const states = await reviewStates(user.uid);
    expect(states.map((s) => s.day_session)).toEqual([expectedDay]);
    const reviews = await waitForReviews(user.uid, 2);
    expect(reviews.map((r) => r.day_session)).toEqual([expectedDay, expectedDay]);
  });

  test('not enough new cards: the callout links to the library and add-phrase', async ({
    context,
    page,
  }) => {
    const user = await newLearner('spa', 1000);
    await signInContext(context, user);
    await page.goto('/learn/spa/review');
    // A note, not an alert: nothing went wrong.
    const callout = page.getByRole('note').filter({ hasText: 'Not enough new cards' });
    await expect(callout).toBeVisible();
    await expect(callout.getByRole('link', { name: 'Browse the library' })).toHaveAttribute(
      'href',
      '/learn/spa/library',
    );
    await expect(callout.getByRole('link', { name: 'Add a phrase' })).toHaveAttribute(
      'href',
      '/learn/spa/add-phrase',
    );
  });

  test('nothing due and nothing new: says so, with links to add phrases', async ({
    context,
    page,
  }) => {
    const user = await newLearner('spa', 5);
    await signInContext(context, user);
    // A language whose library has nothing this learner can read.
    const api = await learnerDb(user);
    expect((await api.from('user_deck').insert({ uid: user.uid, lang: 'ita' })).error).toBeNull();
    await page.goto('/learn/ita/review');
    await expect(
      page.getByRole('heading', { name: 'Review Italian cards', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nothing to review today' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add a phrase' })).toHaveAttribute(
      'href',
      '/learn/ita/add-phrase',
    );
    await expect(page.getByRole('button', { name: "Start today's review" })).toHaveCount(0);
  });

  test('an unknown language or a missing deck is explained, with the code given', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    await page.goto('/learn/spanish/review');
    await expect(page.getByText(/^This language was not found in the database\./)).toBeVisible();
    await expect(page.getByText('Language code in the URL: "spanish"')).toBeVisible();
    await expect(page.getByText(/Did you mean "spa"/)).toBeVisible();
    await page.goto('/learn/fra/review/go');
    await expect(page.getByText(/^This deck was not found in your profile\./)).toBeVisible();
    await expect(page.getByText('Language code in the URL: "fra"')).toBeVisible();
  });

  test('progress stored for another language or day is ignored: the session starts where the reviews say', async ({
    context,
    page,
  }) => {
    const user = await learnerInSession(context, page, 3);
    await scoreAndWait(page, 'Good');
    await waitForReviews(user.uid, 1);
    const [state] = await reviewStates(user.uid);
    // Under today's key, a record that says it belongs to French on another day.
    await page.evaluate(
      ([key]) =>
        window.localStorage.setItem(
          key!,
          JSON.stringify({ lang: 'fra', dayString: '2020-01-01', stage: 2, currentCardIndex: 0 }),
        ),
      [`phrasebook:review-progress:spa:${state!.day_session}`],
    );
    await page.reload();
    await expect(cardCounter(page)).toHaveText('Card 2 of 3');
  });
});

test.describe('accessibility of the review screens (axe: no serious or critical violations)', () => {
  for (const scheme of ['dark', 'light'] as const) {
    test(`setup, session and end screens (${scheme})`, async ({ context, page }) => {
      const user = await newLearner('spa', 2);
      await signInContext(context, user);
      await page.addInitScript(
        (value) => window.localStorage.setItem('phrasebook-color-scheme', value),
        scheme,
      );
      await page.goto('/learn/spa/review');
      await expect(page.getByRole('button', { name: "Start today's review" })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await startReview(page, 'spa', { total: 2, fresh: 2 });
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Show translation' }).click();
      await scoreAndWait(page, 'Again');
      await expectNoSeriousAxeViolations(page);
      await scoreAndWait(page, 'Good');
      await expect(
        page.getByRole('heading', { name: 'Go over the cards marked Again' }),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Review cards (1)' }).click();
      await expect(page.getByText('Again: 1 left')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Skip for today' }).click();
      await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();
      await expect(page.getByTestId('stat-again')).toHaveText('1');
      await expect(
        page.getByText('1 card was left at Again: it comes back in your next review.'),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});
