import { test, expect } from './fixtures.ts';
import { createDeck, dataKept, storedDeck, userClient } from './learn-helpers.ts';
import { SAVE_WAITS, keptForOffline, networkGone } from './offline-helpers.ts';

// docs/offline.md §3: the review schedule's retention and source save through the deck
// settings' outbox; a fitted set is saved online only (save-fitted-schedule.ts).

const storedRetention = async (uid: string) =>
  (await storedDeck(uid, 'ita', 'desired_retention'))?.desired_retention;

test.describe('without a network', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a desired retention saved offline survives a reload and is saved once back', async ({
    context,
    page,
    signedInUser,
  }) => {
    await createDeck(await userClient(signedInUser), 'ita');
    await page.goto('/learn/ita/deck-settings');
    const section = page.getByRole('region', { name: 'Review schedule' });
    const retention = section.getByRole('slider', { name: 'Desired retention' });
    await expect(section.getByText('Desired retention: 90 %')).toBeVisible();
    await keptForOffline(page);
    await dataKept(page, signedInUser);

    const backOnline = await networkGone(context);
    await retention.focus();
    for (let i = 0; i < 5; i++) await retention.press('ArrowLeft');
    await section.getByRole('button', { name: 'Save schedule' }).click();
    await expect(section.getByText(SAVE_WAITS)).toBeVisible();

    await page.reload();
    await expect(section.getByText('Desired retention: 85 %')).toBeVisible();
    await expect(section.getByText(SAVE_WAITS)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save schedule' })).toBeDisabled();
    expect(await storedRetention(signedInUser.uid)).toBe(0.9);

    await backOnline();
    await expect(page.getByText('Schedule saved', { exact: true })).toBeVisible({
      timeout: 35_000,
    });
    await expect(section.getByText(SAVE_WAITS)).toHaveCount(0);
    await expect(section.getByText('Desired retention: 85 %')).toBeVisible();
    expect(await storedRetention(signedInUser.uid)).toBe(0.85);
  });
});
