import { test, expect } from './fixtures.ts';
import { addDays } from '@phrasebook/domain';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { adminClient, expectToast, must, userClient } from './learn-helpers.ts';
import { deckWithCards } from './progress-helpers.ts';
import { scoreAndWait, startReview, waitForReviews } from './review-helpers.ts';

// docs/scheduling.md "Even days": the deck setting, and what it does to the learner's days.

const scheduled = async (uid: string) =>
  must(
    await adminClient()
      .from('user_card_review')
      .select('day_session, due_day')
      .eq('uid', uid)
      .eq('lang', 'spa')
      .eq('day_first_review', true),
  );

test('a learner evens out their days: cards learned together come back on different days, and turned off, together again', async ({
  page,
  signedInUser,
}) => {
  test.setTimeout(90_000);
  const client = await userClient(signedInUser);
  await deckWithCards(client, 'spa', 3);

  await page.goto('/learn/spa/deck-settings');
  const section = page.getByRole('region', { name: 'Even days' });
  const toggle = section.getByRole('switch', { name: 'Even out my days' });
  await expect(toggle).not.toBeChecked();
  await expect(section.getByRole('group', { name: 'Easy days' })).toHaveCount(0);
  await toggle.click();
  await expectToast(page, 'Even days turned on');
  const easyDays = section.getByRole('group', { name: 'Easy days' });
  // The chip's label is what a pointer clicks; its checkbox is named with the whole day.
  await easyDays.getByText('Sat', { exact: true }).click();
  await expectToast(page, 'Easy days saved');
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await expect(toggle).toBeChecked();
  await expect(easyDays.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
  await expect(easyDays.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
  const { data: deck } = await adminClient()
    .from('user_deck')
    .select('balance_load, easy_days')
    .eq('uid', signedInUser.uid)
    .eq('lang', 'spa')
    .single();
  expect(deck).toEqual({ balance_load: true, easy_days: [6] });

  // Today's two new cards, both Easy: the spec's rule would bring them back together in 16
  // days; balanced, each goes to the least loaded day of its fuzz range (13 to 19 days).
  await startReview(page, 'spa', { total: 2, fresh: 2 });
  await scoreAndWait(page, 'Easy');
  await scoreAndWait(page, 'Easy');
  await waitForReviews(signedInUser.uid, 2);
  const rows = (await scheduled(signedInUser.uid)) ?? [];
  expect(new Set(rows.map((row) => row.due_day)).size).toBe(2);
  for (const { day_session, due_day } of rows) {
    expect(
      due_day! >= addDays(day_session, 13) && due_day! <= addDays(day_session, 19),
      due_day!,
    ).toBe(true);
  }

  // The learner sees the two days in the forecast.
  await page.goto('/learn/spa/stats');
  const forecast = page.getByRole('region', { name: 'Due in the next 30 days' });
  await forecast.getByRole('button', { name: 'Show as table' }).click();
  const table = forecast.getByRole('table', { name: 'Cards due per day, the next 30 days' });
  const dueCells = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '1', exact: true }) });
  await expect(dueCells).toHaveCount(2);

  // Turned off, the spec's rule decides again: both come back on the same day.
  await page.goto('/learn/spa/deck-settings');
  await toggle.click();
  await expectToast(page, 'Even days turned off');
  await expect(easyDays).toHaveCount(0);
  await page.goto('/learn/spa/stats');
  await forecast.getByRole('button', { name: 'Show as table' }).click();
  await expect(
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: '2', exact: true }) }),
  ).toHaveCount(1);
});
