import { test, expect, signInContext } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { useScheme } from './learn-helpers.ts';
import { demoUser } from './progress-helpers.ts';

test.describe('accessibility of the stats view (axe: no serious or critical violations)', () => {
  for (const scheme of ['dark', 'light'] as const) {
    test(`the stats of all decks and of one, charts and tables (${scheme})`, async ({
      context,
      page,
    }) => {
      const sam = await demoUser('sam');
      await signInContext(context, sam);
      await useScheme(page, scheme);
      for (const path of ['/learn/stats', '/learn/spa/stats']) {
        await page.goto(path);
        await expect(page.getByRole('grid', { name: 'Study days in the last year' })).toBeVisible();
        await expect(page.locator('.recharts-surface').first()).toBeVisible();
        await test.step(`axe ${path}`, () => expectNoSeriousAxeViolations(page));
      }
      // Every chart shown as its table.
      for (const toggle of await page.getByRole('button', { name: 'Show as table' }).all())
        await toggle.click();
      await expect(
        page.getByRole('region', { name: 'Due in the next 30 days: table' }),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      // Learning Home with its streak badge.
      await page.goto('/learn');
      await expect(page.getByRole('link', { name: /^Streak: \d+ days?$/ })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('the empty stats of a new learner', async ({ page, signedInUser }) => {
    void signedInUser;
    await page.goto('/learn/stats');
    await expect(page.getByRole('grid', { name: 'Study days in the last year' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
