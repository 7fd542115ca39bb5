import { daySession } from '@phrasebook/domain';
import { test, expect, signInContext } from './fixtures.ts';
import { recordScripts, type DownloadedScript } from './downloaded-scripts.ts';
import {
  addDays,
  dayCell,
  demoUser,
  drawnYear,
  openStats,
  focusedDate,
  must,
  type DrawnDay,
} from './progress-helpers.ts';
import { expectWholeLabel } from './layout-helpers.ts';

// The seed's learner with a month of Spanish reviews and ten days of French and Tamil.
const demoZone = 'America/New_York';

/** The server's study days as `drawn` should show them: every day of the year, 0 when off. */
function expectSameYear(
  drawn: DrawnDay[],
  rows: { day_session: string; reviews: number; counted: boolean }[],
) {
  const today = daySession(new Date(), demoZone);
  expect(drawn).toHaveLength(365);
  expect(drawn.at(-1)!.date).toBe(today);
  expect(drawn[0]!.date).toBe(addDays(today, -364));
  const server = new Map(rows.map((row) => [row.day_session, row]));
  expect(rows.length).toBeGreaterThan(0);
  for (const day of drawn) {
    const row = server.get(day.date);
    expect({ date: day.date, count: day.count, counted: day.counted }).toEqual({
      date: day.date,
      count: row?.reviews ?? 0,
      counted: row?.counted ?? false,
    });
  }
  expect(drawn.filter((day) => day.count > 0)).toHaveLength(rows.length);
}

test.describe('the stats view', () => {
  test("the demo learner's year is the server's study days, for all decks and for one", async ({
    context,
    page,
  }) => {
    const sam = await demoUser('sam');
    await signInContext(context, sam);

    await openStats(page, '/learn/stats');
    await expect(page.getByRole('heading', { name: 'Stats', level: 1 })).toBeVisible();
    const allDecks = must(await sam.client.rpc('study_days'));
    expectSameYear(await drawnYear(page), allDecks);

    // The same day as a table row: reviews, cards and minutes of today.
    const todayRow = allDecks.find(
      (row: { day_session: string }) => row.day_session === daySession(new Date(), demoZone),
    );
    const activity = page.getByRole('table', {
      name: 'Reviews and minutes per day, the last 30 days',
    });
    await expect(activity.getByRole('row')).toHaveCount(31);
    if (todayRow)
      await expect(activity.getByRole('row').last()).toContainText(String(todayRow.reviews));

    const streak = must(await sam.client.rpc('study_streak'))[0];
    await expect(
      page.getByRole('region', { name: 'Streak' }).getByRole('img', {
        name: `Streak: ${streak.current_days} ${streak.current_days === 1 ? 'day' : 'days'}, longest ${streak.longest_days} ${streak.longest_days === 1 ? 'day' : 'days'}`,
      }),
    ).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Stats of one deck' })
      .getByRole('link', { name: 'Spanish' })
      .click();
    await expect(page).toHaveURL(/\/learn\/spa\/stats$/);
    await expect(page.getByRole('heading', { name: 'Spanish Deck', level: 1 })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Study days in the last year' })).toBeVisible();
    expectSameYear(
      await drawnYear(page),
      must(await sam.client.rpc('study_days', { lang: 'spa' })),
    );
  });

  test('the year is one stop in the tab order; the arrows move by day and week', async ({
    context,
    page,
  }) => {
    const sam = await demoUser('sam');
    await signInContext(context, sam);
    await openStats(page, '/learn/spa/stats');
    const today = daySession(new Date(), demoZone);
    const first = addDays(today, -364);
    const grid = page.getByRole('grid', { name: 'Study days in the last year' });
    await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);
    await expect(dayCell(page, today)).toHaveAttribute('tabindex', '0');

    await dayCell(page, today).focus();
    await page.keyboard.press('ArrowUp');
    expect(await focusedDate(page)).toBe(addDays(today, -1));
    await page.keyboard.press('ArrowLeft');
    expect(await focusedDate(page)).toBe(addDays(today, -8));
    await page.keyboard.press('ArrowDown');
    expect(await focusedDate(page)).toBe(addDays(today, -7));
    await page.keyboard.press('ArrowRight');
    expect(await focusedDate(page)).toBe(today);
    // Nothing after today.
    await page.keyboard.press('ArrowRight');
    expect(await focusedDate(page)).toBe(today);
    await page.keyboard.press('Control+Home');
    expect(await focusedDate(page)).toBe(first);
    // 364 days back is today's weekday: its row runs from the first day to today.
    await page.keyboard.press('End');
    expect(await focusedDate(page)).toBe(today);
    await page.keyboard.press('Home');
    expect(await focusedDate(page)).toBe(first);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Control+End');
    expect(await focusedDate(page)).toBe(today);

    // Leaving and coming back with Tab lands on the day last chosen.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedDate(page)).toBe(addDays(today, -7));
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(label).toMatch(/^(No reviews|\d+ reviews?) on /);
  });

  test('reached from the sidebar, Learning Home and the deck home; the charts load on this screen only', async ({
    context,
    page,
  }) => {
    const sam = await demoUser('sam');
    await signInContext(context, sam);
    const chartScripts = async (recorded: () => Promise<DownloadedScript[]>) =>
      (await recorded()).filter((script) => script.text.includes('recharts'));
    const beforeStats = recordScripts(page);

    await page.goto('/learn');
    const badge = page.getByRole('link', { name: /^Streak: \d+ days?$/ });
    await expect(badge).toBeVisible();
    await page.goto('/learn/spa');
    await expect(page.getByRole('heading', { name: 'Spanish Deck', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('link', { name: "This deck's stats: study days, streak, retention" }),
    ).toBeVisible();
    expect(await chartScripts(beforeStats)).toEqual([]);
    const onStats = recordScripts(page);

    await page
      .getByRole('link', { name: "This deck's stats: study days, streak, retention" })
      .click();
    await expect(page).toHaveURL(/\/learn\/spa\/stats$/);
    await expect(page.getByRole('grid', { name: 'Study days in the last year' })).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    expect((await chartScripts(onStats)).length).toBeGreaterThan(0);

    const nav = page.getByRole('navigation', { name: 'App' });
    await nav.getByRole('link', { name: 'Stats' }).click();
    await expect(page).toHaveURL(/\/learn\/stats$/);
    await expect(nav.getByRole('link', { name: 'Stats' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Learning home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav.getByRole('link', { name: 'Learning home' }).click();
    await page.getByRole('link', { name: /^Streak: \d+ days?$/ }).click();
    await expect(page).toHaveURL(/\/learn\/stats$/);
  });

  test('a new learner sees an empty year and what each panel will show', async ({
    page,
    signedInUser,
  }) => {
    void signedInUser;
    await openStats(page, '/learn/stats');
    const year = await drawnYear(page);
    expect(year).toHaveLength(365);
    expect(year.every((day) => day.count === 0 && !day.counted)).toBe(true);
    await expect(page.getByRole('img', { name: 'Streak: 0 days, longest 0 days' })).toBeVisible();
    await expect(
      page.getByText('No reviews yet: each day you review fills its square.'),
    ).toBeVisible();
    await expect(page.getByText('No reviews in the last 30 days.')).toBeVisible();
    await expect(page.getByText(/^No retention yet/)).toBeVisible();
    await expect(page.getByText('No active cards yet: add phrases to your deck.')).toBeVisible();
  });
});

test.describe('the stats view on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('every panel offers its table with the whole label, beside a heading that wraps', async ({
    context,
    page,
  }) => {
    await signInContext(context, await demoUser('sam'));
    await openStats(page, '/learn/stats');
    const offers = page.getByRole('button', { name: 'Show as table' });
    await expect(offers).toHaveCount(4);
    // Clipped, the label read "Show" or "Sho".
    for (const offer of await offers.all()) await expectWholeLabel(offer);
  });
});
