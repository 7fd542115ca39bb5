import type { Route } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { profileSavesRefused, storedProfile, usernameSaveWaiting } from './profile-helpers.ts';
import {
  learnerInSession,
  outboxLength,
  reviewRows,
  scoreAndWait,
  waitForReviews,
} from './review-helpers.ts';

// docs/offline.md §3: what an earlier page left in an outbox is sent from whichever signed-in
// page the learner opens next, whichever remote made it.

test('scores left unsent by the review are sent from the friends page once the server is back', async ({
  context,
  page,
}) => {
  const user = await learnerInSession(context, page, 3);
  const cut = (route: Route) => route.abort('internetdisconnected');
  await page.route('**/rest/v1/rpc/insert_user_card_review', cut);
  await scoreAndWait(page, 'Good');
  await scoreAndWait(page, 'Easy');
  expect(await outboxLength(page, user.uid)).toBe(2);

  // A page of another remote, opened afresh: none of the review's screens is on it.
  await page.goto('/friends');
  await expect(page.getByRole('heading', { name: 'Friends and Contacts', level: 1 })).toBeVisible();
  await page.mouse.move(10, 10);
  expect(await reviewRows(user.uid)).toHaveLength(0);
  await page.unroute('**/rest/v1/rpc/insert_user_card_review', cut);

  // The outbox's next try (1 s, 2 s, 4 s … apart) sends both, once each.
  const reviews = await waitForReviews(user.uid, 2);
  expect(reviews.map((review) => review.score)).toEqual([3, 4]);
  await expect.poll(() => outboxLength(page, user.uid)).toBe(0);
  await expect(page).toHaveURL(/\/friends$/);
});

test('a profile save a failing server did not take is saved from Learning Home', async ({
  page,
  signedInUser,
}) => {
  const server = await profileSavesRefused(page);
  const { username: renamed } = await usernameSaveWaiting(page, signedInUser, 'any');

  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  server.up();
  await page.mouse.move(10, 10);

  await expect(page.getByText('Your profile is saved', { exact: true })).toBeVisible({
    timeout: 35_000,
  });
  expect((await storedProfile(signedInUser.uid))?.username).toBe(renamed);
  await expect(page).toHaveURL(/\/learn$/);
});
