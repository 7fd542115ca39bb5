import { randomUUID } from 'node:crypto';
import { test, expect } from './fixtures.ts';
import { clientAs, createNamedUser, friendAction, makeFriends } from './friends-helpers.ts';
import { must } from './learn-helpers.ts';
import { setTabVisible } from './live-catch-up-helpers.ts';
import {
  answerRequest,
  askForCard,
  expectBell,
  expectStoredRead,
  openLive,
  recommend,
  storedNotifications,
  swedishPhrase,
} from './notifications-helpers.ts';

/**
 * docs/product.md "Notifications": one that arrives about the screen I am looking at is read at
 * once, since I see what it says; the bell counts news from elsewhere, and news that came
 * while the tab was hidden.
 */
const person = () => createNamedUser(`seen_${randomUUID().slice(0, 8)}`);
/** Ben, ana's friend, and Carl, a stranger; ana starts with every notification read. */
async function benAndCarl(ana: Parameters<typeof storedNotifications>[0]) {
  const [ben, carl] = await Promise.all([person(), person()]);
  await makeFriends(ana, ben);
  must(await (await clientAs(ana)).rpc('mark_notifications_read', {}));
  return [ben, carl] as const;
}
const unread = async (user: Parameters<typeof storedNotifications>[0]) =>
  (await storedNotifications(user)).filter((stored) => stored.read_at === null).map((n) => n.kind);

test('a recommendation arriving in the open thread is read; others are counted', async ({
  page,
  signedInUser: ana,
}) => {
  test.setTimeout(90_000);
  const [ben, carl] = await benAndCarl(ana);
  const [first, second] = await Promise.all([swedishPhrase(ben), swedishPhrase(ben)]);
  await openLive(page, `/friends/chats/${ben.uid}`);
  await expectBell(page, 'Notifications');

  await recommend(ben, ana, first);
  const thread = page.getByRole('log', { name: `Messages with ${ben.username}` });
  await expect(thread.getByText('Try this one')).toHaveCount(1);
  await expectStoredRead(ana, 'recommendation_received');

  // News about another screen is counted, and only it.
  expect(await friendAction(carl, ana, 'invite')).toBeNull();
  await expectBell(page, 'Notifications, 1 unread');
  expect(await unread(ana)).toEqual(['friend_invited']);

  // With the tab hidden nobody sees the thread: the next one is counted.
  await setTabVisible(page, false);
  await recommend(ben, ana, second);
  await expectBell(page, 'Notifications, 2 unread');
  expect(await unread(ana)).toEqual(['recommendation_received', 'friend_invited']);
});

test("an answer arriving on the request's own page is read", async ({
  page,
  signedInUser: ana,
}) => {
  test.setTimeout(90_000);
  const [ben, carl] = await benAndCarl(ana);
  await swedishPhrase(ana);
  const request = await askForCard(ana, 'How do I thank my host for dinner?');
  await openLive(page, `/learn/swe/requests/${request}`);
  await expectBell(page, 'Notifications');

  await answerRequest(ben, request, `Tack för maten ${randomUUID().slice(0, 6)}`, 'Thanks');
  await expectStoredRead(ana, 'request_answered');

  expect(await friendAction(carl, ana, 'invite')).toBeNull();
  await expectBell(page, 'Notifications, 1 unread');
});
