import { test, expect } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { storedDeck, createDeck, dataKept, deckSavesRefused, userClient } from './learn-helpers.ts';
import { SAVE_WAITS, keptForOffline, networkGone } from './offline-helpers.ts';

// docs/offline.md §3: the deck settings page's other controls save through the deck settings'
// outbox too, each saying where it is what its saves wait for.

const stored = (uid: string) => storedDeck(uid, 'ita', 'answer_buttons, balance_load, easy_days');

const answering = (page: Page) => page.getByRole('region', { name: 'Answering' });
const evenDays = (page: Page) => page.getByRole('region', { name: 'Even days' });

test.describe('without a network', () => {
  // As learners have the app: the service worker keeps its files, so only data needs the network.
  test.use({ serviceWorkers: 'allow' });

  test('answer buttons and even days chosen offline survive a reload and are saved once back', async ({
    context,
    page,
    signedInUser,
  }) => {
    test.setTimeout(90_000);
    await createDeck(await userClient(signedInUser), 'ita');
    await page.goto('/learn/ita/deck-settings');
    await expect(answering(page).getByRole('radio', { name: /As in my profile/ })).toBeChecked();
    const toggle = evenDays(page).getByRole('switch', { name: 'Even out my days' });
    await expect(toggle).toBeEnabled();
    await keptForOffline(page);
    await dataKept(page, signedInUser);

    const backOnline = await networkGone(context);
    await answering(page).getByText('Two', { exact: true }).click();
    await expect(answering(page).getByRole('status').filter({ hasText: SAVE_WAITS })).toBeVisible();
    await toggle.click();
    await evenDays(page).getByText('Sat', { exact: true }).click();
    await expect(evenDays(page).getByText(SAVE_WAITS)).toBeVisible();

    await page.reload();
    // The learner's choices, not the stored ones, and what they wait for.
    await expect(answering(page).getByRole('radio', { name: 'Two', exact: true })).toBeChecked();
    await expect(toggle).toBeChecked();
    await expect(evenDays(page).getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    await expect(answering(page).getByText(SAVE_WAITS)).toBeVisible();
    await expect(evenDays(page).getByText(SAVE_WAITS)).toBeVisible();
    expect(await stored(signedInUser.uid)).toEqual({
      answer_buttons: null,
      balance_load: false,
      easy_days: [],
    });

    await backOnline();
    // The outbox's next try (1 s, 2 s, 4 s … apart, at most 30 s) saves them, in order.
    await expect(page.getByText('Easy days saved', { exact: true })).toBeVisible({
      timeout: 35_000,
    });
    await expect(page.getByText(SAVE_WAITS)).toHaveCount(0);
    expect(await stored(signedInUser.uid)).toEqual({
      answer_buttons: 'two',
      balance_load: true,
      easy_days: [6],
    });
  });
});

test('answer buttons and even days a failing server did not take are kept in order across a reload', async ({
  page,
  signedInUser,
}) => {
  await createDeck(await userClient(signedInUser), 'ita');
  const { sent, serverUp } = await deckSavesRefused(page);
  await page.goto('/learn/ita/deck-settings');
  await answering(page).getByText('Two', { exact: true }).click();
  const notSaved = (region: ReturnType<typeof answering>) =>
    region.getByRole('alert').filter({ hasText: 'Not saved yet' });
  await expect(notSaved(answering(page))).toContainText('Service Unavailable');
  // Later saves wait behind it: sent first, 'Four' would be overwritten by 'Two'.
  await evenDays(page).getByRole('switch', { name: 'Even out my days' }).click();
  await expect(notSaved(evenDays(page))).toContainText('Service Unavailable');
  await answering(page).getByText('Four', { exact: true }).click();

  await page.reload();
  await expect(answering(page).getByRole('radio', { name: 'Four', exact: true })).toBeChecked();
  await expect(evenDays(page).getByRole('switch', { name: 'Even out my days' })).toBeChecked();
  await expect(notSaved(answering(page))).toBeVisible();
  serverUp();
  await notSaved(answering(page)).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(SAVE_WAITS)).toHaveCount(0);
  await expect
    .poll(() => stored(signedInUser.uid))
    .toEqual({ answer_buttons: 'four', balance_load: true, easy_days: [] });
  expect(sent).toEqual([
    { answer_buttons: 'two' },
    { balance_load: true },
    { answer_buttons: 'four' },
  ]);
});
