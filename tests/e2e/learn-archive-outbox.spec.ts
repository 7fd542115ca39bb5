import { test, expect } from './fixtures.ts';
import {
  archiveItalianFromSettings,
  createDeck,
  dataKept,
  deckSavesRefused,
  storedDeck,
  userClient,
} from './learn-helpers.ts';
import { SAVE_WAITS, keptForOffline, networkGone } from './offline-helpers.ts';

// docs/offline.md §3: archive and restore save through the deck settings' outbox, and the
// button's place says what the save waits for.

const archived = async (uid: string) => (await storedDeck(uid, 'ita', 'archived'))?.archived;

test.describe('without a network', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a deck restored offline from its page stays restored across a reload, and is back once online', async ({
    context,
    page,
    signedInUser,
  }) => {
    await createDeck(await userClient(signedInUser), 'ita', { archived: true });
    await page.goto('/learn/ita');
    const notice = page.getByRole('alert').filter({ hasText: 'This deck is archived' });
    await expect(notice.getByRole('button', { name: 'Restore deck' })).toBeVisible();
    await keptForOffline(page);
    await dataKept(page, signedInUser);

    const backOnline = await networkGone(context);
    await notice.getByRole('button', { name: 'Restore deck' }).click();
    await expect(notice.getByText(SAVE_WAITS)).toBeVisible();

    await page.reload();
    // The learner's choice and what it waits for, not a Restore button to press again.
    await expect(notice).toContainText('You restored it');
    await expect(notice.getByText(SAVE_WAITS)).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Restore deck' })).toHaveCount(0);
    expect(await archived(signedInUser.uid)).toBe(true);

    await backOnline();
    await expect(page.getByText('Your Italian deck is back', { exact: true })).toBeVisible({
      timeout: 35_000,
    });
    await expect(notice).toHaveCount(0);
    expect(await archived(signedInUser.uid)).toBe(false);
  });
});

test('an archive and a restore a failing server did not take are kept in order across a reload', async ({
  page,
  signedInUser,
}) => {
  await createDeck(await userClient(signedInUser), 'ita');
  const { sent, serverUp } = await deckSavesRefused(page);
  const section = await archiveItalianFromSettings(page);
  const notSaved = section.getByRole('alert').filter({ hasText: 'Not saved yet' });
  await expect(notSaved).toContainText('Service Unavailable');

  // The archive waits: the archived decks list it, with what it waits for.
  await page.goto('/learn/archived');
  const row = page.getByRole('listitem').filter({ hasText: 'Italian' });
  await expect(row.getByText('Not saved yet')).toBeVisible();
  await row.getByRole('button', { name: 'Restore Italian' }).click();
  await expect(row.getByRole('button', { name: 'Restore Italian' })).toHaveCount(0);

  await page.reload();
  await expect(row.getByText('Not saved yet')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Restore Italian' })).toHaveCount(0);
  serverUp();
  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Your Italian deck is back', { exact: true })).toBeVisible();
  await expect(page.getByText(SAVE_WAITS)).toHaveCount(0);
  expect(sent).toEqual([{ archived: true }, { archived: false }]);
  expect(await archived(signedInUser.uid)).toBe(false);
});
