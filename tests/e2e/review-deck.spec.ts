import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { learnerInSession, scoreAndWait, waitForReviews } from './review-helpers.ts';

interface CachedDeck {
  lang: string;
  count_cards: number;
  most_recent_review_at: string | null;
  count_reviews_7d: number;
}

/** The signed-in user's decks as the page's one QueryClient holds them (ownProfileQuery). */
function cachedDecks(page: Page, uid: string) {
  return page.evaluate((id) => {
    const [client] = [...(window.__phrasebook?.queryClient ?? [])] as {
      getQueryData: (key: unknown[]) => { decks_array: CachedDeck[] } | null | undefined;
    }[];
    return client?.getQueryData(['user', 'profile', 'own', id])?.decks_array ?? null;
  }, uid);
}

test('after a session the deck data every screen reads shows the reviews, without a reload', async ({
  context,
  page,
}) => {
  const user = await learnerInSession(context, page, 2);
  // Starting the day added the library cards: the cached deck already counts them.
  await expect
    .poll(async () => (await cachedDecks(page, user.uid))?.find((d) => d.lang === 'spa'))
    .toMatchObject({ count_cards: 2, most_recent_review_at: null, count_reviews_7d: 0 });

  await scoreAndWait(page, 'Good');
  await scoreAndWait(page, 'Again');
  await waitForReviews(user.uid, 2);
  await expect
    .poll(async () => (await cachedDecks(page, user.uid))?.find((d) => d.lang === 'spa'))
    .toMatchObject({ count_cards: 2, count_reviews_7d: 2 });
  const deck = (await cachedDecks(page, user.uid))!.find((d) => d.lang === 'spa')!;
  expect(deck.most_recent_review_at).not.toBeNull();
});

test("the deck page follows today's review: started, under way, done", async ({
  context,
  page,
}) => {
  const user = await learnerInSession(context, page, 2);
  const panel = page.getByRole('heading', { name: "Today's review", exact: true }).locator('..');
  await scoreAndWait(page, 'Again');
  await waitForReviews(user.uid, 1);

  await page.getByRole('link', { name: 'Back to setup' }).click();
  await page.getByRole('link', { name: 'Back to deck' }).click();
  await expect(panel).toContainText('1 of 2 cards reviewed, 1 to go over again.');
  const reviewedThisWeek = (count: number) =>
    page.getByRole('link', { name: new RegExp(`^${count} ?Reviewed in the last 7 days$`) });
  await expect(reviewedThisWeek(1)).toBeVisible();
  await page.getByRole('link', { name: "Continue today's review" }).click();
  await expect(page.getByText('Card 2 of 2')).toBeVisible();
  await scoreAndWait(page, 'Good');
  // The card scored Again comes back; a Good clears it and the day is done.
  await page.getByRole('button', { name: 'Review cards (1)' }).click();
  await scoreAndWait(page, 'Good');
  await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();

  await page.getByRole('link', { name: 'Back to deck' }).click();
  await expect(panel).toContainText('Done for today: 2 cards reviewed. See you tomorrow.');
  await expect(page.getByRole('link', { name: "Start today's review" })).toHaveCount(0);
  // The deck's other figures count the session too, without a reload.
  await expect(reviewedThisWeek(2)).toBeVisible();
  // Another visit reads the same from the server and this browser's place.
  await page.reload();
  await expect(panel).toContainText('Done for today: 2 cards reviewed.');
  await page.getByRole('link', { name: "See today's review" }).click();
  await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();
});

test('stats seen before a session count it when opened again, without a reload', async ({
  context,
  page,
}) => {
  const user = await learnerInSession(context, page, 2);
  const stats = page.getByRole('link', {
    name: "This deck's stats: study days, streak, retention",
  });
  await page.getByRole('link', { name: 'Back to setup' }).click();
  await page.getByRole('link', { name: 'Back to deck' }).click();
  await stats.click();
  await expect(page.getByText('No reviews in the last 30 days.')).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: "Continue today's review" }).click();
  await scoreAndWait(page, 'Good');
  await scoreAndWait(page, 'Good');
  await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();
  await waitForReviews(user.uid, 2);
  await page.getByRole('link', { name: 'Back to deck' }).click();
  await stats.click();
  await expect(page.getByRole('img', { name: /^Streak: 1 day,/ })).toBeVisible();
  await expect(page.getByText('No reviews in the last 30 days.')).toHaveCount(0);
});

test('a finished day takes more cards: the session goes on at the first added', async ({
  context,
  page,
}) => {
  const user = await learnerInSession(context, page, 2);
  await scoreAndWait(page, 'Good');
  await scoreAndWait(page, 'Good');
  await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();
  await waitForReviews(user.uid, 2);
  await expect(
    page.getByText(/^More for today: 2 cards, new ones, up to your goal again\.$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Study 2 cards more' }).click();
  await expect(page.getByText('Card 3 of 4')).toBeVisible();
  await scoreAndWait(page, 'Easy');
  await scoreAndWait(page, 'Good');
  await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();
  await waitForReviews(user.uid, 4);

  // The day's set holds them at its end; the deck page counts the whole day.
  await page.getByRole('link', { name: 'Back to deck' }).click();
  await expect(page.getByText('Done for today: 4 cards reviewed. See you tomorrow.')).toBeVisible();
});
