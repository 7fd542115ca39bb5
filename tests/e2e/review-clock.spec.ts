import { daySession } from '@phrasebook/domain';
import type { Page } from '@playwright/test';
import { test, expect, signInContext } from './fixtures.ts';
import {
  learnerDb,
  newLearner,
  reviewStates,
  scoreAndWait,
  serviceDb,
  startOpenedReview,
  waitForReviews,
} from './review-helpers.ts';

// 25 hours apart: the two zones never share a review day, so the test tells them apart at any hour.
const browserZone = 'Pacific/Kiritimati';
const profileZone = 'Pacific/Pago_Pago';
test.use({ timezoneId: browserZone });

const offerTitle = 'You seem to be in Kiritimati time. Use it for your review days?';

async function learnerIn(zone: string) {
  const user = await newLearner('spa', 3);
  const { error } = await (
    await learnerDb(user)
  )
    .from('user_profile')
    .update({ time_zone: zone })
    .eq('uid', user.uid);
  if (error) throw error;
  return user;
}
const learnerInPagoPago = () => learnerIn(profileZone);

/** Counts the requests for the offer's code. */
function offerCodeLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (/\/time-zone-offer\.\w+\.js$/.test(request.url())) loads.push(request.url());
  });
  return loads;
}

async function profileZoneOf(uid: string): Promise<string> {
  const { data, error } = await serviceDb()
    .from('user_profile')
    .select('time_zone')
    .eq('uid', uid)
    .single();
  if (error) throw error;
  return (data as { time_zone: string }).time_zone;
}

declare global {
  interface Window {
    /** Whether the offer was on the page when the start button first was. */
    offerWithStartButton?: boolean;
  }
}

/** Notes, as the start button first appears, whether the time-zone offer is already there. */
async function noteOfferWithStartButton(page: Page) {
  await page.addInitScript((title) => {
    new MutationObserver((_, observer) => {
      const start = [...document.querySelectorAll('button')].find(
        (button) => button.textContent === "Start today's review",
      );
      if (!start) return;
      window.offerWithStartButton = [...document.querySelectorAll('[role="region"]')].some(
        (region) => region.textContent?.includes(title),
      );
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, offerTitle);
}

test.describe('one clock for "today"', () => {
  test("review days follow the profile's zone; switching to the browser's keeps the open session's day", async ({
    context,
    page,
  }) => {
    const user = await learnerInPagoPago();
    await signInContext(context, user);
    await noteOfferWithStartButton(page);
    await page.goto('/learn/spa/review');
    const offer = page.getByRole('region', { name: offerTitle });
    await expect(offer).toBeVisible();
    // Drawn with the page, not a moment later: it never pushes the start button from under a tap.
    expect(await page.evaluate(() => window.offerWithStartButton)).toBe(true);
    await startOpenedReview(page, 'spa', { total: 3, fresh: 3 });
    const [started] = await reviewStates(user.uid);
    expect(started!.day_session).toBe(daySession(new Date(), profileZone));
    await offer.getByRole('button', { name: 'Use Kiritimati time' }).click();
    await expect(offer).toBeHidden();
    // The focus goes to the page, not to its body with the offer.
    await expect(page.getByRole('main')).toBeFocused();
    await expect.poll(() => profileZoneOf(user.uid)).toBe(browserZone);

    // The session on screen keeps the day it was opened on.
    await scoreAndWait(page, 'Good');
    const [review] = await waitForReviews(user.uid, 1);
    expect(review!.day_session).toBe(started!.day_session);

    // Opened again, the review counts days in the new zone.
    await page.goto('/learn/spa');
    await page.goto('/learn/spa/review');
    await page.getByRole('button', { name: "Start today's review" }).click();
    await expect.poll(async () => (await reviewStates(user.uid)).length).toBe(2);
    expect((await reviewStates(user.uid)).map((state) => state.day_session)).toContain(
      daySession(new Date(), browserZone),
    );
  });

  test('keeping the profile’s zone is remembered: the offer is made once', async ({
    context,
    page,
  }) => {
    const user = await learnerInPagoPago();
    await signInContext(context, user);
    const offerCode = offerCodeLoads(page);
    await page.goto('/learn');
    const offer = page.getByRole('region', { name: offerTitle });
    await offer.getByRole('button', { name: 'Keep Pago Pago time' }).click();
    await expect(offer).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
    expect(offerCode).toHaveLength(1);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
    await expect(offer).toBeHidden();
    expect(await profileZoneOf(user.uid)).toBe(profileZone);
    // Declined for this zone, its code is not even loaded.
    expect(offerCode).toHaveLength(1);
  });
});

test.describe('a zone under its old name', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('is the same zone: nothing is offered, and the offer is not even loaded', async ({
    context,
    page,
  }) => {
    // Chromium reports the old name, Asia/Calcutta: the profile gets the other one.
    const reported = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const user = await learnerIn(reported === 'Asia/Calcutta' ? 'Asia/Kolkata' : 'Asia/Calcutta');
    await signInContext(context, user);
    const offerCode = offerCodeLoads(page);
    await page.goto('/learn');
    await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /^You seem to be in/ })).toHaveCount(0);
    expect(offerCode).toEqual([]);
  });
});
