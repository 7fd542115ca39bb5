import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { userClient } from './learn-helpers.ts';
import {
  addDays,
  calendarDate,
  dayCell,
  deckWithCards,
  localInstant,
  must,
  reviewDayIn,
  reviewOn,
  setProfileZone,
  zoneAtLocalHour,
  zoneEastOf,
} from './progress-helpers.ts';

/**
 * The server decides study days on the profile's clock, rolling over at 04:00. Moving the
 * profile between fixed-offset zones moves the learner's clock: at 02:00 local, today is
 * still the day before the calendar's; two hours east, at 04:00, the next day has begun.
 * (Within the test the first zone stays before 04:00 and the second after it, whatever minute
 * it starts at.)
 */
function zonesAroundRollover() {
  const before = zoneAtLocalHour(2);
  return { before, after: zoneEastOf(before, 2) };
}

const badge = (page: Page, days: number) =>
  page.getByRole('img', { name: `Streak: ${days} ${days === 1 ? 'day' : 'days'}` });

async function expectHomeBadge(page: Page, days: number) {
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  await expect(badge(page, days)).toBeVisible();
}

async function openDeckStats(page: Page) {
  await page.goto('/learn/cat/stats');
  await expect(page.getByRole('grid', { name: 'Study days in the last year' })).toBeVisible();
}

test.describe('streaks on the profile’s clock', () => {
  test('reviews before 04:00 count for the day before; the streak is kept across the rollover and a move east', async ({
    page,
    signedInUser,
  }) => {
    const { before, after } = zonesAroundRollover();
    const client = await userClient(signedInUser);
    await setProfileZone(client, signedInUser.uid, before);
    const phrases = await deckWithCards(client, 'cat', 8);
    const today = reviewDayIn(before);
    // At 02:00 the day that began yesterday at 04:00 is still on.
    expect(today).toBe(addDays(calendarDate(before), -1));
    // Two evenings of study, then two cards now, at 02:00.
    for (const back of [2, 1])
      await reviewOn(
        client,
        'cat',
        addDays(today, -back),
        phrases.splice(0, 2),
        localInstant(before, addDays(today, -back), 20),
      );
    await reviewOn(client, 'cat', today, phrases.splice(0, 2));

    await expectHomeBadge(page, 3);
    await openDeckStats(page);
    await expect(page.getByRole('img', { name: 'Streak: 3 days, longest 3 days' })).toBeVisible();
    await expect(page.getByText('Today counts toward your streak.')).toBeVisible();
    await expect(dayCell(page, today)).toHaveAttribute('data-count', '2');
    await expect(dayCell(page, today)).toHaveAttribute('data-counted', 'true');
    await expect(dayCell(page, addDays(today, -1))).toHaveAttribute('data-counted', 'true');
    // Today is the year's last day: 02:00's calendar date has no cell yet.
    await expect(dayCell(page, addDays(today, 1))).toHaveCount(0);

    // Two hours east it is past 04:00: a new day without reviews, the streak still standing.
    await setProfileZone(client, signedInUser.uid, after);
    expect(reviewDayIn(after)).toBe(addDays(today, 1));
    await expectHomeBadge(page, 3);
    await openDeckStats(page);
    await expect(dayCell(page, addDays(today, 1))).toHaveAttribute('data-count', '0');
    await expect(dayCell(page, today)).toHaveAttribute('data-counted', 'true');
    await expect(page.getByRole('img', { name: 'Streak: 3 days, longest 3 days' })).toBeVisible();
    await expect(page.getByText('Today does not count yet.')).toBeVisible();

    // One card on the new day is not a study day; a second makes it one.
    await reviewOn(client, 'cat', addDays(today, 1), phrases.splice(0, 1));
    await expectHomeBadge(page, 3);
    must(
      await client.rpc('insert_user_card_review', {
        score: 3,
        phrase_id: phrases[0],
        lang: 'cat',
        day_session: addDays(today, 1),
      }),
    );
    await expectHomeBadge(page, 4);
  });

  test('a day missed breaks the streak once the rollover passes', async ({
    page,
    signedInUser,
  }) => {
    const { before, after } = zonesAroundRollover();
    const client = await userClient(signedInUser);
    await setProfileZone(client, signedInUser.uid, before);
    const phrases = await deckWithCards(client, 'cat');
    const today = reviewDayIn(before);
    const yesterday = addDays(today, -1);
    await reviewOn(
      client,
      'cat',
      yesterday,
      phrases.slice(0, 2),
      localInstant(before, yesterday, 20),
    );

    // Yesterday counted and today is not over: the streak stands at one day.
    await expectHomeBadge(page, 1);
    await openDeckStats(page);
    await expect(page.getByRole('img', { name: 'Streak: 1 day, longest 1 day' })).toBeVisible();

    // Past 04:00 with nothing reviewed on the day that ended, the streak is gone.
    await setProfileZone(client, signedInUser.uid, after);
    await expectHomeBadge(page, 0);
    await openDeckStats(page);
    await expect(page.getByRole('img', { name: 'Streak: 0 days, longest 1 day' })).toBeVisible();
    await expect(dayCell(page, today)).toHaveAttribute('data-count', '0');
    await expect(dayCell(page, yesterday)).toHaveAttribute('data-counted', 'true');
  });
});
