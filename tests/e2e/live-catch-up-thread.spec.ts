import { test, expect } from './fixtures.ts';
import { makeFriends, secondPerson } from './friends-helpers.ts';
import {
  expectEachOnceInOrder,
  gapTexts,
  markPage,
  realtimeLinkSwitch,
  sendTexts,
  setTabVisible,
} from './live-catch-up-helpers.ts';

/**
 * Issue #50 "Nothing live is ever missed", threads: realtime keeps no queue, so what a friend
 * sends while the link is dead is read (only what came after the newest message shown) when
 * the channel is back or the tab is shown again.
 */
test.describe('a thread catches up on what it missed', () => {
  test.setTimeout(120_000);

  test('a link that carries nothing for 8 s and then breaks: all 5 messages, once each, in order, without a reload', async ({
    page,
    signedInUser: ana,
    baseURL,
  }) => {
    const ben = await secondPerson(baseURL!);
    try {
      await makeFriends(ana, ben.user);
      const link = await realtimeLinkSwitch(page);
      await page.goto(`/friends/chats/${ben.user.uid}`);
      const isSamePage = await markPage(page);
      const anaLog = page.getByRole('log', { name: `Messages with ${ben.user.username}` });
      await ben.page.goto(`/friends/chats/${ana.uid}`);

      // The link works: a message arrives live.
      const [before] = gapTexts('Before the gap', 1);
      await sendTexts(ben.page, ana.username, [before!]);
      await expect(anaLog).toContainText(before!);

      link.drop();
      // What the page reads of the messages from now on: only what came after what it holds.
      const reads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'GET' && request.url().includes('/rest/v1/chat_message?')) {
          reads.push(decodeURIComponent(request.url()));
        }
      });
      const texts = gapTexts('During the gap');
      await sendTexts(ben.page, ana.username, texts);
      await page.waitForTimeout(8_000);
      // Nothing got through the dead link.
      for (const text of texts) await expect(anaLog).not.toContainText(text);

      const socketsBefore = link.sockets();
      await link.breakLink();
      await expect.poll(() => link.sockets(), { timeout: 30_000 }).toBeGreaterThan(socketsBefore);
      await expectEachOnceInOrder(anaLog, [before!, ...texts]);
      expect(reads.length).toBeGreaterThan(0);
      for (const read of reads) expect(read).toContain('created_at=gt.');
      expect(await isSamePage()).toBe(true);
    } finally {
      await ben.close();
    }
  });

  test('a tab hidden during the gap catches up as soon as it is shown, before the socket notices', async ({
    page,
    signedInUser: ana,
    baseURL,
  }) => {
    const ben = await secondPerson(baseURL!);
    try {
      await makeFriends(ana, ben.user);
      const link = await realtimeLinkSwitch(page);
      await page.goto(`/friends/chats/${ben.user.uid}`);
      const isSamePage = await markPage(page);
      const anaLog = page.getByRole('log', { name: `Messages with ${ben.user.username}` });
      await ben.page.goto(`/friends/chats/${ana.uid}`);
      const [before] = gapTexts('Before hiding', 1);
      await sendTexts(ben.page, ana.username, [before!]);
      await expect(anaLog).toContainText(before!);

      // The tab goes to the background and its link goes silent, without closing.
      await setTabVisible(page, false);
      link.drop();
      const texts = gapTexts('While hidden');
      await sendTexts(ben.page, ana.username, texts);
      await page.waitForTimeout(2_000);
      for (const text of texts) await expect(anaLog).not.toContainText(text);

      const sockets = link.sockets();
      await setTabVisible(page, true);
      // Well within realtime's heartbeat (25 s), which is when the socket would notice.
      await expectEachOnceInOrder(anaLog, [before!, ...texts], 5_000);
      expect(link.sockets()).toBe(sockets);
      expect(await isSamePage()).toBe(true);
    } finally {
      await ben.close();
    }
  });
});
