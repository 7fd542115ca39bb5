import { test, expect, createTestUser } from './fixtures.ts';
import { clientAs, makeFriends, secondPerson } from './friends-helpers.ts';
import {
  gapTexts,
  markPage,
  realtimeLinkSwitch,
  sendTexts,
  setTabVisible,
} from './live-catch-up-helpers.ts';

/**
 * Issue #50 "Nothing live is ever missed", the chat list: its order, each friend's preview and
 * unread count, and the count on 'Friends', after a gap in the realtime link.
 */
test.describe('the chat list catches up on what it missed', () => {
  test.setTimeout(120_000);

  for (const gap of [
    'a link that carries nothing for 8 s and then breaks',
    'a tab hidden during the gap',
  ] as const) {
    test(`${gap}: the friend who wrote moves to the top with their last message and 5 unread, without a reload`, async ({
      page,
      signedInUser: ana,
      baseURL,
    }) => {
      const ben = await secondPerson(baseURL!);
      const cleo = await createTestUser();
      try {
        await makeFriends(ana, ben.user);
        await makeFriends(ana, cleo);
        const [hello] = gapTexts('Cleo says hello', 1);
        const fromCleo = await (
          await clientAs(cleo)
        )
          .from('chat_message')
          .insert({ recipient_uid: ana.uid, message_type: 'text', message: hello! });
        expect(fromCleo.error).toBeNull();

        const link = await realtimeLinkSwitch(page);
        await page.goto('/friends/chats');
        const isSamePage = await markPage(page);
        const entries = page.getByRole('navigation', { name: 'Chats' }).getByRole('link');
        const benEntry = entries.filter({ hasText: ben.user.username });
        const friendsLink = page
          .getByRole('navigation', { name: 'App' })
          .getByRole('link', { name: /^Friends/ });
        await expect(entries.first()).toContainText(cleo.username);
        await expect(entries.first()).toContainText(hello!);

        // The link works: Ben's first message arrives live and puts him on top.
        await ben.page.goto(`/friends/chats/${ana.uid}`);
        const [before] = gapTexts('Before the gap', 1);
        await sendTexts(ben.page, ana.username, [before!]);
        await expect(entries.first()).toContainText(ben.user.username);
        await expect(benEntry).toContainText('1 unread');
        // Cleo writes again: she is back on top.
        const [again] = gapTexts('Cleo again', 1);
        await (
          await clientAs(cleo)
        )
          .from('chat_message')
          .insert({ recipient_uid: ana.uid, message_type: 'text', message: again! });
        await expect(entries.first()).toContainText(again!);
        await expect(friendsLink).toHaveAccessibleName('Friends 3 unread messages');

        if (gap === 'a tab hidden during the gap') await setTabVisible(page, false);
        link.drop();
        const texts = gapTexts('During the gap');
        await sendTexts(ben.page, ana.username, texts);
        await page.waitForTimeout(gap === 'a tab hidden during the gap' ? 2_000 : 8_000);
        await expect(entries.first()).toContainText(cleo.username);
        await expect(benEntry).toContainText('1 unread');

        const sockets = link.sockets();
        if (gap === 'a tab hidden during the gap') {
          await setTabVisible(page, true);
        } else {
          await link.breakLink();
          await expect.poll(() => link.sockets(), { timeout: 30_000 }).toBeGreaterThan(sockets);
        }
        await expect(entries.first()).toContainText(ben.user.username, { timeout: 15_000 });
        await expect(entries.first()).toContainText(texts.at(-1)!);
        await expect(benEntry).toContainText('6 unread');
        await expect(friendsLink).toHaveAccessibleName('Friends 8 unread messages');
        await expect(entries).toHaveCount(2);
        if (gap === 'a tab hidden during the gap') expect(link.sockets()).toBe(sockets);
        expect(await isSamePage()).toBe(true);
      } finally {
        await ben.close();
      }
    });
  }
});
