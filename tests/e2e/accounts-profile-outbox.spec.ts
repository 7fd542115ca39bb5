import { test, expect, createTestUser } from './fixtures.ts';
import { accountMenu } from './accounts-helpers.ts';
import { dataKept, userClient } from './learn-helpers.ts';
import { SAVE_WAITS, keptForOffline, networkGone } from './offline-helpers.ts';
import {
  profileSavesRefused,
  saveChanges,
  storedProfile,
  usernameField,
  usernameSaveWaiting,
} from './profile-helpers.ts';

const WAITING = 'Waiting for the network: saved when you are back online';
const SAVED = 'Your profile is saved';

test.describe('without a network', () => {
  // As learners have the app: the service worker keeps its files, so only data needs the network.
  test.use({ serviceWorkers: 'allow' });

  test('a username saved offline survives a reload and is saved once the network is back', async ({
    context,
    page,
    signedInUser,
  }) => {
    await page.goto('/profile');
    await expect(usernameField(page)).toHaveValue(signedInUser.username);
    await keptForOffline(page);
    await dataKept(page, signedInUser);

    const renamed = `off_${signedInUser.username.slice(-8)}`;
    const backOnline = await networkGone(context);
    await usernameField(page).fill(renamed);
    await saveChanges(page).click();
    await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();

    await page.reload();
    // The learner's change, not the stored name, and what it waits for.
    await expect(usernameField(page)).toHaveValue(renamed);
    // A document loaded under Chromium's emulation believes it is online (reopenedOffline), so it
    // tries, and says the try failed.
    await expect(page.getByText(SAVE_WAITS)).toBeVisible();
    expect((await storedProfile(signedInUser.uid))?.username).toBe(signedInUser.username);

    await backOnline();
    // The outbox's next try (1 s, 2 s, 4 s … apart, at most 30 s) saves it.
    await expect(page.getByText(SAVED, { exact: true })).toBeVisible({ timeout: 35_000 });
    await expect(page.getByText(SAVE_WAITS)).toHaveCount(0);
    await expect(accountMenu(page, renamed)).toBeVisible();
    expect((await storedProfile(signedInUser.uid))?.username).toBe(renamed);
  });
});

test('saves a failing server did not take survive a reload, then arrive once each, in order', async ({
  page,
  signedInUser,
}) => {
  const server = await profileSavesRefused(page);
  const { username: renamed, notSaved } = await usernameSaveWaiting(page, signedInUser, 'srv');
  await expect(notSaved).toContainText('Service Unavailable');
  await expect(page.getByText('Could not save your profile')).toHaveCount(0);
  // A later save waits behind it: sent first, the older one would overwrite it.
  await page.getByRole('button', { name: 'Add a language' }).click();
  await page.getByRole('combobox', { name: 'Language 2', exact: true }).selectOption('tam');
  await saveChanges(page).click();
  await expect(saveChanges(page)).toHaveAttribute('aria-disabled', 'true');

  await page.reload();
  await expect(usernameField(page)).toHaveValue(renamed);
  await expect(page.getByRole('combobox', { name: 'Language 2', exact: true })).toHaveValue('tam');
  await expect(notSaved).toBeVisible();
  server.up();
  await notSaved.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(SAVED, { exact: true }).first()).toBeVisible();
  await expect(notSaved).toHaveCount(0);
  await expect(usernameField(page)).toHaveValue(renamed);
  await expect
    .poll(() => storedProfile(signedInUser.uid))
    .toEqual({
      username: renamed,
      languages_known: [
        { lang: 'eng', level: 'fluent' },
        { lang: 'tam', level: 'beginner' },
      ],
    });
  expect(server.sent).toEqual([
    { username: renamed, languages: ['eng'] },
    { username: renamed, languages: ['eng', 'tam'] },
  ]);
});

test('a username taken while its save waited is refused on arrival: told, and the stored name shows again', async ({
  page,
  signedInUser,
}) => {
  const server = await profileSavesRefused(page);
  const { username: wanted, notSaved } = await usernameSaveWaiting(page, signedInUser, 'tkn');

  const other = await createTestUser();
  const { error } = await (
    await userClient(other)
  )
    .from('user_profile')
    .update({ username: wanted })
    .eq('uid', other.uid);
  expect(error).toBeNull();

  await page.reload();
  await expect(usernameField(page)).toHaveValue(wanted);
  server.up();
  await notSaved.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByText('Your profile was not saved: That username is taken; please choose another'),
  ).toBeVisible();
  await expect(usernameField(page)).toHaveValue(signedInUser.username);
  await expect(notSaved).toHaveCount(0);
  await expect(saveChanges(page)).toHaveAttribute('aria-disabled', 'true');
  expect((await storedProfile(signedInUser.uid))?.username).toBe(signedInUser.username);
});
