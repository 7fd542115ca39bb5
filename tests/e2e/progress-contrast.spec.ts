import type { Locator } from '@playwright/test';
import { test, expect, signInContext } from './fixtures.ts';
import { colourOnBackground, contrast } from './contrast.ts';
import {
  addDays,
  dayCell,
  deckWithCards,
  demoUser,
  localInstant,
  openStats,
  reviewDayIn,
  reviewOn,
  setProfileZone,
} from './progress-helpers.ts';
import { useScheme, userClient } from './learn-helpers.ts';

// The stats' marks against what they are drawn on, in both colour schemes (WCAG 1.4.11).

/**
 * A chart's mark at 3:1 from what it is drawn on. Polled: a mark the chart redraws as its data
 * comes is read with no style (detached).
 */
async function expectStandsOut(mark: Locator, property: 'fill' | 'backgroundColor', path: string) {
  await expect
    .poll(
      async () => {
        const { colour, behind } = await colourOnBackground(mark, property);
        return contrast(colour, behind);
      },
      { message: path },
    )
    .toBeGreaterThanOrEqual(3);
}

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
    await expectStandsOut(bar, 'fill', path);
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
    await expectStandsOut(busiest, 'backgroundColor', path);
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
