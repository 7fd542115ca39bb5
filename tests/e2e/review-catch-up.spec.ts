import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { test, expect, signInContext, type TestUser } from './fixtures.ts';
import { must } from './learn-helpers.ts';
import {
  learnerDb,
  newLearner,
  scoreAndWait,
  serviceDb,
  startOpenedReview,
  waitForReviews,
} from './review-helpers.ts';

// A plan after a break (docs/product.md §4): a learner back after a week with 8 cards due and
// a daily goal of 2, so the backlog is over twice the goal.

const BACKLOG = 8;

/** A Spanish learner who reviewed 8 library phrases ('Good') 8 days ago and nothing since. */
async function backFromAWeek(): Promise<TestUser> {
  const user = await newLearner('spa', BACKLOG);
  const api = await learnerDb(user);
  const profile = must(await api.from('user_profile').select('time_zone').single());
  const today = must(await api.rpc('day_session_at', { tz: profile!.time_zone }));
  const away = new Date(Date.parse(`${today}T12:00:00Z`) - 8 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const setup = must(await api.rpc('review_day_setup', { lang: 'spa', day_session: away }));
  const manifest = (setup as { library: string[] }).library.slice(0, BACKLOG);
  expect(manifest).toHaveLength(BACKLOG);
  must(await api.rpc('start_review_day', { lang: 'spa', day_session: away, manifest }));
  for (const phrase_id of manifest)
    must(
      await api.rpc('insert_user_card_review', {
        score: 3,
        phrase_id,
        lang: 'spa',
        day_session: away,
      }),
    );
  must(await api.from('user_deck').update({ daily_review_goal: 2 }).eq('lang', 'spa'));
  return user;
}

const offerHeading = (page: Page) => page.getByRole('heading', { name: 'Catch up after a break' });
const forecastRows = (page: Page) =>
  page.getByRole('table', { name: 'Forecast by day' }).getByRole('row');
const statTile = (page: Page, label: string) => page.getByTestId(`stat-${label}`);

async function plansOf(uid: string) {
  return (
    must(
      await serviceDb()
        .from('catch_up_plan')
        .select('daily_cap, planned_days, finished_on, ended_on')
        .eq('uid', uid),
    ) ?? []
  );
}

test.describe('a plan after a break', () => {
  test('accepted: the forecast first, then today follows the cap without new cards', async ({
    context,
    page,
  }) => {
    const user = await backFromAWeek();
    await signInContext(context, user);
    await page.goto('/learn/spa/review');
    await expect(offerHeading(page)).toBeVisible();
    await expect(
      page.getByText(
        new RegExp(`^Your last review was on \\w{3} \\d+, \\d{4}, and ${BACKLOG} cards are due\\.`),
      ),
    ).toBeVisible();
    // The day without a plan is offered as the other choice, not as a second start.
    await expect(
      page.getByRole('heading', { name: "Or, without a plan: today's set" }),
    ).toBeVisible();
    // Five days (the default) need 2 cards a day: four days of 2, which it says.
    await expect(
      page.getByText(
        '2 cards a day for 4 days, cards falling due meanwhile included: the fewest a day that catch up within 5 days',
      ),
    ).toBeVisible();
    await expect(forecastRows(page)).toHaveCount(1 + 4);
    await expectNoSeriousAxeViolations(page);

    await page.getByText('Daily cap', { exact: true }).click();
    const cap = page.getByRole('textbox', { name: 'Cards a day' });
    for (const refused of ['0', '501']) {
      await cap.fill(refused);
      await expect(
        page.getByText('A daily cap is a whole number of cards from 1 to 500'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start the plan' })).toBeDisabled();
    }
    await cap.fill('3');
    await expect(
      page.getByText('3 cards a day for 3 days, cards falling due meanwhile included'),
    ).toBeVisible();
    const rows = forecastRows(page);
    await expect(rows).toHaveCount(1 + 3);
    await expect(rows.nth(1).getByRole('cell')).toHaveText(['3', '8']);
    await expect(rows.nth(3).getByRole('cell')).toHaveText(['2', '2']);

    await page.getByRole('button', { name: 'Start the plan' }).click();
    await expect(page.getByText('Catch-up plan: day 1 of 3')).toBeVisible();
    await expect(offerHeading(page)).toBeHidden();
    await expect(statTile(page, 'total')).toHaveText('3');
    await expect(statTile(page, 'new')).toHaveText('0');
    await expect(page.getByText('Not enough new cards')).toBeHidden();
    expect(await plansOf(user.uid)).toEqual([
      { daily_cap: 3, planned_days: 3, finished_on: null, ended_on: null },
    ]);
    // The deck page tells of the plan, not of the goal's new cards, without a reload.
    await page
      .getByRole('navigation', { name: 'My decks' })
      .getByRole('link', { name: 'Spanish' })
      .click();
    await expect(
      page.getByText(
        'Catch-up plan, day 1 of 3: today brings 3 of the 8 cards due, and no new cards.',
      ),
    ).toBeVisible();
    // Learning Home's tile counts the plan's share of the due cards, as the deck page does.
    await page.getByRole('link', { name: 'Learning Home' }).first().click();
    const tile = page.getByRole('article', { name: 'Spanish deck' });
    await expect(tile).toContainText('3 due today');
    await expect(tile).toContainText('Catch-up plan, day 1 of 3');
    await tile.getByRole('link', { name: 'Spanish' }).click();
    await page.getByRole('link', { name: "Start today's review" }).click();
    await startOpenedReview(page, 'spa', { total: 3, fresh: 0 });
    await expect(tile).toHaveCount(0);
    for (let card = 1; card <= 3; card++) await scoreAndWait(page, 'Good');
    await waitForReviews(user.uid, BACKLOG + 3);
    // The plan's day is done though five cards are still due: they wait for the next days.
    await page.goto('/learn');
    await expect(tile).toContainText('Done for today');
    await expect(tile).toContainText('Catch-up plan, day 1 of 3');
  });

  test('ended from the set: the spec’s day comes back and no offer again today', async ({
    context,
    page,
  }) => {
    const user = await backFromAWeek();
    await signInContext(context, user);
    await page.goto('/learn/spa/review');
    await page.getByRole('button', { name: 'Start the plan' }).click();
    await expect(page.getByText('Catch-up plan: day 1 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'End plan' }).click();
    await expect(page.getByText('Catch-up plan: day 1 of 4')).toBeHidden();
    await expect(statTile(page, 'scheduled')).toHaveText(String(BACKLOG));
    await expect(statTile(page, 'new')).toHaveText('2');
    await expect(offerHeading(page)).toBeHidden();
    expect((await plansOf(user.uid))[0]!.ended_on).not.toBeNull();
  });

  test('declined: every due card and the new ones, and no offer again today', async ({
    context,
    page,
  }) => {
    const user = await backFromAWeek();
    await signInContext(context, user);
    await page.goto('/learn/spa/review');
    await expect(offerHeading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(offerHeading(page)).toBeHidden();
    await expect(statTile(page, 'scheduled')).toHaveText(String(BACKLOG));
    await expect(statTile(page, 'new')).toHaveText('2');
    await page.reload();
    await expect(page.getByRole('heading', { name: "Today's set" })).toBeVisible();
    await expect(offerHeading(page)).toBeHidden();
    expect(await plansOf(user.uid)).toEqual([]);
    await startOpenedReview(page, 'spa', { total: BACKLOG + 2, fresh: 2 });
  });
});
