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
