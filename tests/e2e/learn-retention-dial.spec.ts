import { test, expect } from './fixtures.ts';
import {
  cardHistories,
  daySession,
  isCardDirection,
  isScore,
  minutesPerDay,
  aboutTenths,
  toTenthsOrUnder,
  wholeWorkloadCurve,
  WORKLOAD_RETENTIONS,
  type ReviewTimes,
} from '@phrasebook/domain';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { adminClient, must, userClient } from './learn-helpers.ts';
import { giveSimulatedHistory, newDeckSchedule } from './schedule-helpers.ts';

const caption = 'Your workload at each desired retention';
const curveName = (chosen: string) =>
  `Curve of reviews and minutes a day at each desired retention from 70 to 97 %, ${chosen} marked`;

/** The deck's reviews as the server holds them, and the workload the domain simulates from them. */
async function expectedCurve(client: SupabaseClient, lang: string, times: ReviewTimes) {
  const rows = must(
    await client
      .from('user_card_review')
      .select('phrase_id, direction, day_session, score, day_first_review')
      .eq('lang', lang)
      .order('id'),
  )!.flatMap(({ direction, score, ...row }) =>
    isScore(score) && isCardDirection(direction) ? [{ ...row, direction, score }] : [],
  );
  const histories = cardHistories(rows);
  // The learner's profile is in UTC, and so is the browser.
  const points = wholeWorkloadCurve(histories, null, daySession(new Date(), 'UTC'));
  return {
    cards: histories.length,
    rows: points.map((point) => ({
      retention: `${Math.round(point.retention * 100)} %`,
      reviews: toTenthsOrUnder(point.reviewsPerDay),
      minutes: toTenthsOrUnder(minutesPerDay(point, times)),
      // As the sentences under the slider begin: 'About 4.6', or 'Under 0.1'.
      aboutReviews: aboutTenths(point.reviewsPerDay),
      aboutMinutes: aboutTenths(minutesPerDay(point, times)),
    })),
  };
}

/** The table's rows as [retention, reviews a day, minutes a day]. */
async function tableRows(page: Page) {
  const table = page.getByRole('table', { name: caption });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(29);
  return Promise.all(
    (await rows.all())
      .slice(1)
      .map(async (row) =>
        (await row.getByRole('cell').or(row.getByRole('rowheader')).allTextContents()).map((cell) =>
          cell.trim(),
        ),
      ),
  );
}

test('the workload curve is drawn from the learner’s own reviews and time, with their retention marked', async ({
  page,
  signedInUser,
}) => {
  test.setTimeout(120_000);
  const client = await userClient(signedInUser);
  await giveSimulatedHistory(client, 'nld', { cards: 30, days: 90 });
  // The learner's time on cards: 6 s for a card recalled, 15 s for one forgotten.
  const admin = adminClient();
  must(
    await admin
      .from('user_card_review')
      .update({ duration_ms: 6_000 })
      .eq('uid', signedInUser.uid)
      .gte('score', 2)
      .select('id'),
  );
  must(
    await admin
      .from('user_card_review')
      .update({ duration_ms: 15_000 })
      .eq('uid', signedInUser.uid)
      .eq('score', 1)
      .select('id'),
  );
  // Measured card-days: every review but each card's first (one review a card a day here).
  const reviews = must(
    await client
      .from('user_card_review')
      .select('phrase_id, score')
      .eq('lang', 'nld')
      .order('day_session'),
  )!;
  const seen = new Set<string>();
  const measured = { recalled: 0, forgotten: 0 };
  for (const review of reviews) {
    if (seen.has(review.phrase_id)) measured[review.score === 1 ? 'forgotten' : 'recalled']++;
    seen.add(review.phrase_id);
  }
  expect(measured.forgotten).toBeGreaterThan(0);
  const times = {
    recalled: { seconds: 6, measuredDays: measured.recalled },
    forgotten: { seconds: 15, measuredDays: measured.forgotten },
  };
  const expected = await expectedCurve(client, 'nld', times);

  await page.goto('/learn/nld/deck-settings');
  const section = page.getByRole('region', { name: 'Review schedule' });
  const curve = section.getByRole('img', { name: curveName('90 %') });
  await expect(curve).toBeVisible({ timeout: 20_000 });
  // Drawn: a line for reviews and one for minutes across the 28 retentions, the choice marked.
  const lines = curve.locator('path.recharts-line-curve');
  await expect(lines).toHaveCount(2);
  for (const line of await lines.all()) {
    // From 70 to 97 %: a curve segment to each of the 27 points after the first.
    const path = (await line.getAttribute('d')) ?? '';
    expect(path).toMatch(/^M[\d.]+,[\d.]+C/);
    expect(path.match(/C/g)).toHaveLength(27);
  }
  await expect(curve.getByText('Yours: 90 %')).toBeVisible();
  await expect(curve.getByText('Desired retention')).toBeVisible();
  // Each value axis titled, not only the legend's colours.
  await expect(curve.locator('svg text', { hasText: 'Reviews a day' })).toBeVisible();
  await expect(curve.locator('svg text', { hasText: 'Minutes a day' })).toBeVisible();

  // The same figures in a table, one row per retention, equal to the simulation of the server's reviews.
  const at = (retention: string) => expected.rows.find((row) => row.retention === retention)!;
  expect(await tableRows(page)).toEqual(
    expected.rows.map((row) => [
      row.retention === '90 %' ? '90 % (yours)' : row.retention,
      row.reviews,
      row.minutes,
    ]),
  );
  expect(WORKLOAD_RETENTIONS).toHaveLength(28);
  await expect(
    section.getByText(
      `${at('90 %').aboutReviews} reviews a day over the next year for the ${expected.cards} cards you have reviewed.`,
    ),
  ).toBeVisible();
  await expect(section.getByText(`${at('90 %').aboutMinutes} minutes a day.`)).toBeVisible();
  await expect(
    section.getByText(
      `Minutes at your own pace in this deck: 6 s for a card you recall (measured on ${measured.recalled} review days), 15 s for one you forget, with its second look the same day (measured on ${measured.forgotten} review days).`,
    ),
  ).toBeVisible();
  // No retention is recommended.
  await expect(section.getByText(/suits most learners|recommended/i)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // The slider moves the mark, the table's "yours" and the figures.
  const slider = section.getByRole('slider', { name: 'Desired retention' });
  await slider.focus();
  for (let i = 0; i < 5; i++) await slider.press('ArrowLeft');
  await expect(section.getByText('Desired retention: 85 %')).toBeVisible();
  await expect(section.getByRole('img', { name: curveName('85 %') })).toBeVisible();
  await expect(
    section.getByRole('img', { name: curveName('85 %') }).getByText('Yours: 85 %'),
  ).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '85 % (yours)' })).toHaveCount(1);
  await expect(page.getByRole('rowheader', { name: '90 % (yours)' })).toHaveCount(0);
  await expect(
    section.getByText(
      `${at('85 %').aboutReviews} reviews a day over the next year for the ${expected.cards} cards you have reviewed.`,
    ),
  ).toBeVisible();

  // "Show as table" puts the table in the chart's place.
  await section.getByRole('button', { name: 'Show as table' }).click();
  const shown = section.getByRole('region', { name: `${caption}: table` });
  await expect(shown.getByRole('table', { name: caption })).toBeVisible();
  await expect(section.getByRole('img', { name: curveName('85 %') })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('without measured time the minutes say what they assume', async ({ page, signedInUser }) => {
  test.setTimeout(60_000);
  const client = await userClient(signedInUser);
  await giveSimulatedHistory(client, 'swe', { cards: 8, days: 20 });
  const assumed = {
    recalled: { seconds: 8, measuredDays: 0 },
    forgotten: { seconds: 20, measuredDays: 0 },
  };
  const expected = await expectedCurve(client, 'swe', assumed);
  await page.goto('/learn/swe/deck-settings');
  const section = page.getByRole('region', { name: 'Review schedule' });
  await expect(section.getByRole('img', { name: curveName('90 %') })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    section.getByText(
      "Your time on this deck's cards is not measured yet, so the minutes assume 8 s for a card you recall and 20 s for one you forget (it comes back the same day).",
    ),
  ).toBeVisible();
  expect(await tableRows(page)).toEqual(
    expected.rows.map((row) => [
      row.retention === '90 %' ? '90 % (yours)' : row.retention,
      row.reviews,
      row.minutes,
    ]),
  );
});

test('a deck without reviews says what the dial will show, and draws no curve', async ({
  page,
  signedInUser,
}) => {
  const section = await newDeckSchedule(page, await userClient(signedInUser), 'fin');
  await expect(
    section.getByText(
      'Once you have reviewed cards in this deck, this shows how many reviews and minutes a day they will need at each retention.',
    ),
  ).toBeVisible();
  await expect(section.getByRole('img', { name: curveName('90 %') })).toHaveCount(0);
  await expect(section.getByRole('table', { name: caption })).toHaveCount(0);
});
