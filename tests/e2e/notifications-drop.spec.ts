import { randomUUID } from 'node:crypto';
import { test, expect } from './fixtures.ts';
import { createNamedUser, makeFriends } from './friends-helpers.ts';
import { markPage, realtimeLinkSwitch, setTabVisible } from './live-catch-up-helpers.ts';
import {
  askToRecord,
  expectBell,
  openNotifications,
  swedishPhrase,
} from './notifications-helpers.ts';

/**
 * Issue #50 "Nothing live is ever missed", for the bell: its realtime link carries nothing for
 * 8 s and then breaks while a friend causes notifications; once it is back, each of them is on
 * the bell and in the list exactly once, without a reload. A tab hidden during the gap catches
 * up as it is shown again, before the socket notices anything.
 */
async function friendsWithPhrases(ana: Parameters<typeof makeFriends>[0], count: number) {
  const ben = await createNamedUser(`bell_${randomUUID().slice(0, 8)}`);
  await makeFriends(ana, ben);
  const phrases = await Promise.all(Array.from({ length: count }, () => swedishPhrase(ben)));
  return { ben, phrases };
}

test('notifications sent while the link was dead all arrive once each after it is back', async ({
  page,
  signedInUser: ana,
}) => {
  test.setTimeout(90_000);
  const { ben, phrases } = await friendsWithPhrases(ana, 4);
  const link = await realtimeLinkSwitch(page);
  await page.goto('/learn');
  const samePage = await markPage(page);
  await expectBell(page, 'Notifications, 1 unread');
  // The link works: one arrives live.
  await askToRecord(ben, ana, phrases[0]!);
  await expectBell(page, 'Notifications, 2 unread');

  link.drop();
  for (const phrase of phrases.slice(1)) await askToRecord(ben, ana, phrase);
  await page.waitForTimeout(8_000);
  // Nothing got through, and nothing was read again meanwhile.
  await expectBell(page, 'Notifications, 2 unread');

  const socketsBefore = link.sockets();
  await link.breakLink();
  await expect.poll(() => link.sockets(), { timeout: 30_000 }).toBeGreaterThan(socketsBefore);
  await expectBell(page, 'Notifications, 5 unread', 15_000);

  const list = await openNotifications(page);
  await expect(list.getByRole('link', { name: /asked you to record a phrase/ })).toHaveCount(4);
  await expect(list.getByRole('link')).toHaveCount(5);
  expect(await samePage()).toBe(true);
});

test('a list open during the gap takes in what it missed, once each', async ({
  page,
  signedInUser: ana,
}) => {
  test.setTimeout(90_000);
  const { ben, phrases } = await friendsWithPhrases(ana, 3);
  const link = await realtimeLinkSwitch(page);
  await page.goto('/learn');
  await expectBell(page, 'Notifications, 1 unread');
  await askToRecord(ben, ana, phrases[0]!);
  await expectBell(page, 'Notifications, 2 unread');
  const list = await openNotifications(page);
  await expect(list.getByRole('link')).toHaveCount(2);

  link.drop();
  for (const phrase of phrases.slice(1)) await askToRecord(ben, ana, phrase);
  await page.waitForTimeout(8_000);
  await expect(list.getByRole('link')).toHaveCount(2);
  await link.breakLink();
  await expect(list.getByRole('link', { name: /asked you to record a phrase/ })).toHaveCount(3, {
    timeout: 30_000,
  });
  await expect(list.getByRole('link')).toHaveCount(4);
  await expectBell(page, 'Notifications, 4 unread');
});

test('a tab hidden during the gap catches up when shown, before the socket notices', async ({
  page,
  signedInUser: ana,
}) => {
  test.setTimeout(90_000);
  const { ben, phrases } = await friendsWithPhrases(ana, 3);
  const link = await realtimeLinkSwitch(page);
  await page.goto('/learn');
  await expectBell(page, 'Notifications, 1 unread');
  const list = await openNotifications(page);
  await expect(list.getByRole('link')).toHaveCount(1);

  link.drop();
  await setTabVisible(page, false);
  for (const phrase of phrases) await askToRecord(ben, ana, phrase);
  await page.waitForTimeout(2_000);
  const sockets = link.sockets();
  await setTabVisible(page, true);
  // The link still carries nothing and was never broken: the catch-up alone brings them.
  await expectBell(page, 'Notifications, 4 unread', 5_000);
  await expect(list.getByRole('link', { name: /asked you to record a phrase/ })).toHaveCount(3);
  await expect(list.getByRole('link')).toHaveCount(4);
  expect(link.sockets()).toBe(sockets);
});
