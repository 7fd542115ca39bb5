import { test, expect, launchChromium, signInContext } from './fixtures.ts';
import { adminClient, makeFriends, secondPerson } from './friends-helpers.ts';
import { gapTexts, markPage, realtimeLinkSwitch, sendTexts } from './live-catch-up-helpers.ts';

/**
 * Issue #50 "Nothing live is ever missed", unread counts: the count on 'Friends' takes in what
 * a dead link missed, and two devices of one learner agree within a second of a read.
 */
test.describe('unread counts', () => {
  test.setTimeout(120_000);

  test('the count on Friends takes in the 5 messages a dead link missed, without a reload', async ({
    page,
    signedInUser: ana,
    baseURL,
  }) => {
    const ben = await secondPerson(baseURL!);
    try {
      await makeFriends(ana, ben.user);
      const link = await realtimeLinkSwitch(page);
      await page.goto('/learn');
      const isSamePage = await markPage(page);
      const friendsLink = page
        .getByRole('navigation', { name: 'App' })
        .getByRole('link', { name: /^Friends/ });
      await ben.page.goto(`/friends/chats/${ana.uid}`);
      await sendTexts(ben.page, ana.username, gapTexts('Before the gap', 1));
      await expect(friendsLink).toHaveAccessibleName('Friends 1 unread message');

      link.drop();
      await sendTexts(ben.page, ana.username, gapTexts('During the gap'));
      await page.waitForTimeout(8_000);
      await expect(friendsLink).toHaveAccessibleName('Friends 1 unread message');

      const sockets = link.sockets();
      await link.breakLink();
      await expect.poll(() => link.sockets(), { timeout: 30_000 }).toBeGreaterThan(sockets);
      await expect(friendsLink).toHaveAccessibleName('Friends 6 unread messages', {
        timeout: 15_000,
      });
      expect(await isSamePage()).toBe(true);
    } finally {
      await ben.close();
    }
  });

  test('a thread read on one device clears its count on the other within a second', async ({
    page,
    signedInUser: ana,
    baseURL,
  }) => {
    const ben = await secondPerson(baseURL!);
    const laptop = await launchChromium({ baseURL, viewport: { width: 1280, height: 860 } });
    try {
      await makeFriends(ana, ben.user);
      await signInContext(laptop.context, ana);
      const laptopPage = laptop.context.pages()[0] ?? (await laptop.context.newPage());
      await laptopPage.goto('/learn');
      await page.goto('/learn');
      const countOn = (device: typeof page) =>
        device.getByRole('navigation', { name: 'App' }).getByRole('link', { name: /^Friends/ });

      await ben.page.goto(`/friends/chats/${ana.uid}`);
      await sendTexts(ben.page, ana.username, gapTexts('Read me', 3));
      await expect(countOn(page)).toHaveAccessibleName('Friends 3 unread messages');
      await expect(countOn(laptopPage)).toHaveAccessibleName('Friends 3 unread messages');

      // Ana reads the thread on her phone; the laptop's count follows the read marker.
      await page.goto(`/friends/chats/${ben.user.uid}`);
      await expect(countOn(page)).toHaveAccessibleName('Friends');
      await expect
        .poll(
          async () =>
            (await adminClient().from('chat_read_marker').select('uid').eq('uid', ana.uid)).data
              ?.length,
          { intervals: [50] },
        )
        .toBe(1);
      await expect(countOn(laptopPage)).toHaveAccessibleName('Friends', { timeout: 1_000 });
    } finally {
      await laptop.close();
      await ben.close();
    }
  });
});
