import { test, expect } from './fixtures.ts';
import { expectToast, must, userClient } from './learn-helpers.ts';
import { holdRequests } from './held-requests.ts';
import { keptCache } from './offline-helpers.ts';
import { newDeckSchedule, storedSchedule } from './schedule-helpers.ts';

// The deck settings' schedule opens with the data kept from the last visit and reads it again:
// what the learner has chosen meanwhile, and not saved, stays theirs.

test('a fresh read after the screen opened leaves the retention the learner has chosen and not saved', async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  const section = await newDeckSchedule(page, client, 'fin');
  await expect(section.getByText('Desired retention: 90 %')).toBeVisible();
  await expect
    .poll(async () => (await keptCache(page, signedInUser.uid)) ?? '')
    .toMatch(/"fin","schedule"/);
  // Meanwhile, on another device, 80 %.
  must(
    await client.from('user_deck').update({ desired_retention: 0.8 }).eq('lang', 'fin').select(),
  );

  // Opened again: what was kept is drawn while the fresh read is on its way.
  const read = await holdRequests(page, /\/rest\/v1\/user_deck\?select=fsrs_parameters/);
  await page.reload();
  await expect(section.getByText('Desired retention: 90 %')).toBeVisible();
  const retention = section.getByRole('slider', { name: 'Desired retention' });
  await retention.focus();
  for (let i = 0; i < 2; i++) await retention.press('ArrowLeft');
  await expect(section.getByText('Desired retention: 88 %')).toBeVisible();
  const answered = page.waitForResponse(/\/rest\/v1\/user_deck\?select=fsrs_parameters/);
  await read.release();
  await answered;
  // The fresh 80 % is the stored value now: the learner's choice and their place stay.
  await expect(section.getByRole('button', { name: 'Back to default' })).toBeVisible();
  await retention.press('ArrowLeft');
  await expect(section.getByText('Desired retention: 87 %')).toBeVisible();
  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expectToast(page, 'Schedule saved');
  await expect
    .poll(async () => (await storedSchedule(signedInUser.uid, 'fin'))?.desired_retention)
    .toBe(0.87);
  await expect(section.getByText('Desired retention: 87 %')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save schedule' })).toBeDisabled();
});
