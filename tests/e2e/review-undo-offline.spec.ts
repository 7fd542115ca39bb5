import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { keptForOffline } from './offline-helpers.ts';
import {
  cardCounter,
  learnerInSession,
  outboxLength,
  reviewRows,
  scoreAndWait,
  waitForReviews,
} from './review-helpers.ts';

// Offline, the session draws its offline notice from the service worker's caches.
test.use({ serviceWorkers: 'allow' });

const undoButton = (page: Page) => page.getByRole('button', { name: /^Undo/ });

/** The kinds of the writes waiting in the page's outbox for `uid`, oldest first. */
const queuedKinds = (page: Page, uid: string) =>
  page.evaluate(
    (key) =>
      (JSON.parse(window.localStorage.getItem(key) ?? '[]') as { kind: string }[]).map(
        (entry) => entry.kind,
      ),
    `phrasebook:review-outbox:${uid}`,
  );

test.describe('undo offline', () => {
  test('offline: an unsent score leaves the outbox, a sent one is undone once back online', async ({
    context,
    page,
  }) => {
    const user = await learnerInSession(context, page, 3);
    await keptForOffline(page);
    await scoreAndWait(page, 'Good');
    await waitForReviews(user.uid, 1);

    await context.setOffline(true);
    await expect(page.getByRole('alert', { name: 'You are offline' })).toBeVisible();
    await scoreAndWait(page, 'Hard');
    expect(await queuedKinds(page, user.uid)).toEqual(['insert']);
    await undoButton(page).click();
    await expect(cardCounter(page)).toHaveText('Card 2 of 3');
    // The unsent score left the outbox; its undo follows, in case another tab had sent it.
    expect(await queuedKinds(page, user.uid)).toEqual(['undo']);
    await undoButton(page).click();
    await expect(cardCounter(page)).toHaveText('Card 1 of 3');
    expect(await queuedKinds(page, user.uid)).toEqual(['undo', 'undo']);
    expect(await reviewRows(user.uid)).toHaveLength(1);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => outboxLength(page, user.uid), { timeout: 20_000 }).toBe(0);
    await waitForReviews(user.uid, 0);
    await expect(undoButton(page)).toHaveCount(0);
  });
});
