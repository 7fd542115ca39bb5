import { test, expect, createTestUser } from './fixtures.ts';
import { makeFriends, personRow, storedTexts } from './friends-helpers.ts';
import { keptForOffline } from './offline-helpers.ts';

// As learners have the app: the service worker keeps its files, so only data needs the network.
test.use({ serviceWorkers: 'allow' });

test.describe('screens without a network', () => {
  test('a chat message written offline waits, marked as waiting, and is sent once the network returns', async ({
    context,
    page,
    signedInUser: ana,
  }) => {
    const ben = await createTestUser();
    await makeFriends(ana, ben);
    await page.goto(`/friends/chats/${ben.uid}`);
    const composer = page.getByRole('textbox', { name: `Message to ${ben.username}` });
    await expect(composer).toBeVisible();
    await keptForOffline(page);

    await context.setOffline(true);
    await composer.fill('Sent from the train');
    await composer.press('Enter');
    const log = page.getByRole('log', { name: `Messages with ${ben.username}` });
    await expect(
      log.getByText('Waiting for the network: sent when you are back online'),
    ).toBeVisible();
    // Waiting is not failing: no error, and nothing reached the server.
    await expect(log.getByRole('alert')).toHaveCount(0);
    expect(await storedTexts(ana.uid, ben.uid)).toEqual([]);

    await context.setOffline(false);
    await expect(log.getByText('Waiting for the network')).toHaveCount(0, { timeout: 20_000 });
    await expect(log).toContainText('Sent from the train');
    await expect.poll(() => storedTexts(ana.uid, ben.uid)).toEqual(['Sent from the train']);
  });

  test('friend search says it needs the network, and finds once it is back', async ({
    context,
    page,
    signedInUser: ana,
  }) => {
    const ben = await createTestUser();
    await page.goto('/friends/search');
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await keptForOffline(page);

    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Username' }).fill(ben.username);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText:
          'Searching for people needs the network. The results show by themselves when you are back online.',
      }),
    ).toBeVisible();

    await context.setOffline(false);
    await expect(personRow(page, ben.username)).toBeVisible();
    expect(ana.uid).not.toBe(ben.uid);
  });
});

test.describe('without the service worker (a first visit)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a screen whose code cannot load offline says so and offers to reload', async ({
    context,
    page,
    signedInUser: ana,
  }) => {
    await page.goto('/friends');
    await expect(page.getByRole('heading', { name: 'Friends and Contacts' })).toBeVisible();
    await context.setOffline(true);
    // A screen this visit has not opened yet: its code is not on the device.
    await page
      .getByRole('navigation', { name: 'Friends sections' })
      .getByRole('link', { name: 'Search' })
      .click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This page could not load. Check your connection, then reload.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(ana.uid).toBeTruthy();
  });
});
