import type { Locator, Page } from '@playwright/test';
import { daySession } from '@phrasebook/domain';
import { test, expect, signInContext } from './fixtures.ts';
import { colourOnBackground, contrast } from './contrast.ts';
import { recordScripts, type DownloadedScript } from './downloaded-scripts.ts';
import {
  addDays,
  dayCell,
  deckWithCards,
  demoUser,
  drawnYear,
  focusedDate,
  localInstant,
  must,
  reviewDayIn,
  reviewOn,
  setProfileZone,
  type DrawnDay,
} from './progress-helpers.ts';
import { expectWholeLabel } from './layout-helpers.ts';
import { useScheme, userClient } from './learn-helpers.ts';

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

async function openStats(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Streak' })).toBeVisible();
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

// A chart's marks need 3:1 against the card they are drawn on (WCAG 1.4.11). In the deck's fill,
// shade 8 in the dark scheme, the bars were about 2.4:1 (violet), near 2:1 for a pink or green deck.
test('in the dark scheme, the bars of the charts stand out from their card', async ({
  context,
  page,
}) => {
  const sam = await demoUser('sam');
  await signInContext(context, sam);
  await useScheme(page, 'dark');
  for (const path of ['/learn/stats', '/learn/spa/stats']) {
    await openStats(page, path);
    const chart = page.getByRole('region', { name: 'Reviews and minutes' });
    const bar = chart.locator('.recharts-bar-rectangle path').first();
    await expect(bar).toBeVisible();
    // Polled: a bar the chart redraws as its data comes is read with no style (detached).
    await expect
      .poll(
        async () => {
          const { colour, behind } = await colourOnBackground(bar, 'fill');
          return contrast(colour, behind);
        },
        { message: path },
      )
      .toBeGreaterThanOrEqual(3);
  }
});

// The year's busiest days, in the deck's fill, were near 2:1 on a green or pink deck's dark card.
test("in the dark scheme, the year's busiest days stand out from their card", async ({
  context,
  page,
}) => {
  await signInContext(context, await demoUser('sam'));
  await useScheme(page, 'dark');
  for (const path of ['/learn/stats', '/learn/spa/stats']) {
    await openStats(page, path);
    const busiest = page
      .getByRole('region', { name: 'Study days' })
      .locator('[data-level="4"]')
      .first();
    // Polled, as the bars above: a day the grid redraws is read with no style.
    await expect
      .poll(
        async () => {
          const { colour, behind } = await colourOnBackground(busiest, 'backgroundColor');
          return contrast(colour, behind);
        },
        { message: path },
      )
      .toBeGreaterThanOrEqual(3);
  }
});

// A day of the fewest reviews and a day of none are told apart by 3:1 (WCAG 1.4.11). The
// lightest shade, the deck's colour mixed into the card, stood about 1.1:1 from an empty day in
// both schemes; a day that did not count (one review never does), its ring, about 2:1.
for (const scheme of ['dark', 'light'] as const) {
  test(`in the ${scheme} scheme, a day of the fewest reviews stands out from an empty day`, async ({
    page,
    signedInUser,
  }) => {
    const client = await userClient(signedInUser);
    await setProfileZone(client, signedInUser.uid, 'Etc/GMT');
    const phrases = await deckWithCards(client, 'cat', 11);
    const today = reviewDayIn('Etc/GMT');
    // Eight cards make the busiest day: two are the lightest shade of a streak day, one a ring.
    for (const [back, cards] of [
      [3, 8],
      [2, 2],
      [1, 1],
    ] as const) {
      const day = addDays(today, -back);
      await reviewOn(
        client,
        'cat',
        day,
        phrases.splice(0, cards),
        localInstant('Etc/GMT', day, 20),
      );
    }
    await useScheme(page, scheme);
    // The one deck's pink, and the app's violet on the stats of all decks.
    for (const path of ['/learn/cat/stats', '/learn/stats']) {
      await openStats(page, path);
      const fewest = dayCell(page, addDays(today, -2));
      const notCounted = dayCell(page, addDays(today, -1));
      await expect(fewest).toHaveAttribute('data-level', '1');
      await expect(fewest).toHaveAttribute('data-counted', 'true');
      await expect(notCounted).toHaveAttribute('data-level', '1');
      await expect(notCounted).toHaveAttribute('data-counted', 'false');
      const style = (cell: Locator) =>
        cell.evaluate((element) => {
          const { backgroundColor, boxShadow } = getComputedStyle(element);
          return { fill: backgroundColor, ring: /^(rgb|color)\([^)]*\)/.exec(boxShadow)?.[0] };
        });
      const empty = (await style(dayCell(page, today))).fill;
      const { fill } = await style(fewest);
      expect(contrast(fill, empty), `${path}: ${fill} on ${empty}`).toBeGreaterThanOrEqual(3);
      const { ring } = await style(notCounted);
      expect(ring, path).toBeDefined();
      expect(contrast(ring!, empty), `${path}: ${ring} on ${empty}`).toBeGreaterThanOrEqual(3);
    }
  });
}
