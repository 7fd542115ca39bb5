import { test, expect } from './fixtures.ts';
import { storedDeck, createDeck, dataKept, deckSavesRefused, userClient } from './learn-helpers.ts';
import { SAVE_WAITS, keptForOffline, networkGone } from './offline-helpers.ts';

const WAITING = 'Waiting for the network: saved when you are back online';
const SAVED = 'Deck settings saved';

const storedSettings = (uid: string) => storedDeck(uid, 'ita', 'learning_goal, daily_review_goal');

test.describe('without a network', () => {
  // As learners have the app: the service worker keeps its files, so only data needs the network.
  test.use({ serviceWorkers: 'allow' });

  test('deck settings saved offline survive a reload and are saved once the network is back', async ({
    context,
    page,
    signedInUser,
  }) => {
    await createDeck(await userClient(signedInUser), 'ita', { learning_goal: 'visiting' });
    await page.goto('/learn/ita/deck-settings');
    await expect(page.getByRole('radio', { name: 'Visiting' })).toBeChecked();
    await keptForOffline(page);
    await dataKept(page, signedInUser);

    const backOnline = await networkGone(context);
    await page.getByRole('radio', { name: 'Family' }).check();
    await page.getByText('20', { exact: true }).click();
    await page.getByRole('button', { name: 'Save settings' }).click();
    const waiting = page.getByRole('status').filter({ hasText: WAITING });
    await expect(waiting).toBeVisible();

    await page.reload();
    // The learner's choice, not the stored one, and what it waits for.
    await expect(page.getByRole('radio', { name: 'Family' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '20' })).toBeChecked();
    // A document loaded under Chromium's emulation believes it is online (reopenedOffline), so it
    // tries, and says the try failed.
    await expect(page.getByText(SAVE_WAITS)).toBeVisible();
    expect(await storedSettings(signedInUser.uid)).toEqual({
      learning_goal: 'visiting',
      daily_review_goal: 15,
    });

    await backOnline();
    // The outbox's next try (1 s, 2 s, 4 s … apart, at most 30 s) saves it.
    await expect(page.getByText(SAVED, { exact: true })).toBeVisible({ timeout: 35_000 });
    await expect(page.getByText(SAVE_WAITS)).toHaveCount(0);
    expect(await storedSettings(signedInUser.uid)).toEqual({
      learning_goal: 'family',
      daily_review_goal: 20,
    });
  });
});

test('settings a failing server did not take are kept in order across a reload, then saved', async ({
  page,
  signedInUser,
}) => {
  await createDeck(await userClient(signedInUser), 'ita', { learning_goal: 'visiting' });
  const { sent, serverUp } = await deckSavesRefused(page);
  await page.goto('/learn/ita/deck-settings');
  await page.getByRole('radio', { name: 'Family' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  const notSaved = page.getByRole('alert').filter({ hasText: 'Not saved yet' });
  await expect(notSaved).toContainText('Service Unavailable');
  // A later save waits behind it: sent first, the older one would overwrite it.
  await page.getByRole('radio', { name: 'Moving' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Moving' })).toBeChecked();
  await expect(notSaved).toBeVisible();
  serverUp();
  await notSaved.getByRole('button', { name: 'Retry' }).click();
  await expect(notSaved).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Moving' })).toBeChecked();
  await expect
    .poll(() => storedSettings(signedInUser.uid))
    .toEqual({ learning_goal: 'moving', daily_review_goal: 15 });
  expect(sent.map((body) => body.learning_goal)).toEqual(['family', 'moving']);
});
