import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import {
  clientAs,
  createNamedUser,
  friendAction,
  makeFriends,
  secondPerson,
} from './friends-helpers.ts';
import { must } from './learn-helpers.ts';
import { recordedBy } from './voice-helpers.ts';
import {
  answerRequest,
  askForCard,
  askToRecord,
  expectBell,
  expectStoredRead,
  notificationRow,
  openNotifications,
  recommend,
  storedNotifications,
  swedishPhrase,
} from './notifications-helpers.ts';

/**
 * docs/product.md "Notifications": what a friend does at their own browser arrives on my bell
 * while my page stays open (no reload), each kind in its own words, newest first under
 * 'Today'; following one opens its screen and reads it.
 */
const person = () => createNamedUser(`bell_${randomUUID().slice(0, 8)}`);
const markPage = (page: Page) =>
  page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
const samePage = (page: Page) => page.evaluate(() => 'stillTheSamePage' in window);

test('invitations received and accepted; following one reads it and opens its screen', async ({
  page,
  baseURL,
  signedInUser: ana,
}) => {
  test.setTimeout(120_000);
  const [ben, carl] = await Promise.all([person(), person()]);
  await page.goto('/learn');
  await expectBell(page, 'Notifications');
  await markPage(page);

  expect(await friendAction(carl, ana, 'invite')).toBeNull();
  await expectBell(page, 'Notifications, 1 unread');

  expect(await friendAction(ana, ben, 'invite')).toBeNull();
  const benAt = await secondPerson(baseURL!, { user: ben });
  try {
    await benAt.page.goto(`/friends/${ana.uid}`);
    await expectBell(benAt.page, 'Notifications, 1 unread');
    await benAt.page.getByRole('button', { name: 'Confirm friends' }).click();
    await expectBell(page, 'Notifications, 2 unread');
    // Answered, the invitation asks nothing more of ben: the database reads it for him.
    await expectBell(benAt.page, 'Notifications');
  } finally {
    await benAt.close();
  }

  await openNotifications(page);
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByRole('link')).toHaveText([
    new RegExp(`^(Unread:)?${ben.username} accepted your friend request`),
    new RegExp(`^(Unread:)?${carl.username} invited you to be friends`),
  ]);
  await expect(
    notificationRow(page, `${carl.username} invited you to be friends`),
  ).toHaveAccessibleName(/^Unread: /);
  expect(await samePage(page)).toBe(true);

  await notificationRow(page, `${ben.username} accepted your friend request`).click();
  await expect(page).toHaveURL(new RegExp(`/friends/chats/${ben.uid}$`));
  await expectBell(page, 'Notifications, 1 unread');
  await openNotifications(page);
  await expect(
    notificationRow(page, `${ben.username} accepted your friend request`),
  ).not.toHaveAccessibleName(/unread/);
  await notificationRow(page, `${carl.username} invited you to be friends`).click();
  await expect(page).toHaveURL(/\/friends$/);
  await expectBell(page, 'Notifications');
  const stored = await storedNotifications(ana);
  expect(stored.map((row) => row.kind)).toEqual(['friend_accepted', 'friend_invited']);
  expect(stored.every((row) => row.read_at !== null)).toBe(true);
});

test('recommendations received and accepted, a card request answered', async ({
  page,
  signedInUser: ana,
}) => {
  test.setTimeout(120_000);
  const ben = await person();
  await makeFriends(ana, ben);
  const [forAna, forBen] = await Promise.all([swedishPhrase(ben), swedishPhrase(ana)]);
  const request = await askForCard(ana, 'How do I say good night to my host family?');
  await page.goto('/learn');
  // Ana's invitation was accepted before the page opened: it is there, unread.
  await expectBell(page, 'Notifications, 1 unread');
  await markPage(page);

  await recommend(ben, ana, forAna);
  await expectBell(page, 'Notifications, 2 unread');
  const sent = await recommend(ana, ben, forBen);
  must(await (await clientAs(ben)).rpc('accept_recommendation', { message_id: sent }));
  await expectBell(page, 'Notifications, 3 unread');
  await answerRequest(ben, request, `God natt ${randomUUID().slice(0, 6)}`, 'Good night');
  await expectBell(page, 'Notifications, 4 unread');

  await openNotifications(page);
  await expect(page.getByRole('region', { name: 'Today' }).getByRole('link')).toHaveText([
    new RegExp(`^(Unread:)?${ben.username} answered your card request`),
    new RegExp(`^(Unread:)?${ben.username} added your recommendation to their deck`),
    new RegExp(`^(Unread:)?${ben.username} recommended a phrase to you`),
    new RegExp(`^(Unread:)?${ben.username} accepted your friend request`),
  ]);
  expect(await samePage(page)).toBe(true);
  await notificationRow(page, `${ben.username} answered your card request`).click();
  await expect(page).toHaveURL(new RegExp(`/learn/swe/requests/${request}$`));
  await expectBell(page, 'Notifications, 3 unread');
  await openNotifications(page);
  await notificationRow(page, `${ben.username} recommended a phrase to you`).click();
  await expect(page).toHaveURL(new RegExp(`/friends/chats/${ben.uid}$`));
  await expectBell(page, 'Notifications, 2 unread');
});

test('recordings asked of me and made for me', async ({ page, baseURL, signedInUser: ana }) => {
  test.setTimeout(120_000);
  const ben = await person();
  await makeFriends(ana, ben);
  must(await (await clientAs(ana)).rpc('mark_notifications_read', {}));
  const [toRecord, recorded] = await Promise.all([swedishPhrase(ben), swedishPhrase(ana)]);
  await page.goto('/learn');
  await expectBell(page, 'Notifications');
  await markPage(page);

  await askToRecord(ben, ana, toRecord);
  await expectBell(page, 'Notifications, 1 unread');
  await askToRecord(ana, ben, recorded);
  const benAt = await secondPerson(baseURL!, { user: ben });
  try {
    await recordedBy(benAt.page, ben, recorded);
  } finally {
    await benAt.close();
  }
  await expectBell(page, 'Notifications, 2 unread');

  await openNotifications(page);
  await expect(page.getByRole('region', { name: 'Today' }).getByRole('link')).toHaveText([
    new RegExp(`^(Unread:)?${ben.username} recorded a phrase for you`),
    new RegExp(`^(Unread:)?${ben.username} asked you to record a phrase`),
    new RegExp(`^(Unread:)?${ben.username} accepted your friend request`),
  ]);
  expect(await samePage(page)).toBe(true);
  await notificationRow(page, `${ben.username} recorded a phrase for you`).click();
  await expect(page).toHaveURL(new RegExp(`/friends/chats/${ben.uid}$`));
  await expectBell(page, 'Notifications, 1 unread');
});

test('shared streaks: invited, accepted, declined and ended', async ({
  page,
  signedInUser: ana,
}) => {
  test.setTimeout(120_000);
  const [ben, carl, dan] = await Promise.all([person(), person(), person()]);
  await Promise.all([makeFriends(ana, ben), makeFriends(ana, carl), makeFriends(ana, dan)]);
  must(await (await clientAs(ana)).rpc('mark_notifications_read', {}));
  await page.goto('/learn');
  await expectBell(page, 'Notifications');
  await markPage(page);

  const invited = must(
    await (await clientAs(ben)).rpc('invite_friend_streak', { friend_uid: ana.uid }),
  ) as { id: string };
  await expectBell(page, 'Notifications, 1 unread');
  const anaApi = await clientAs(ana);
  const toCarl = must(await anaApi.rpc('invite_friend_streak', { friend_uid: carl.uid })) as {
    id: string;
  };
  const toDan = must(await anaApi.rpc('invite_friend_streak', { friend_uid: dan.uid })) as {
    id: string;
  };
  must(
    await (
      await clientAs(carl)
    ).rpc('answer_friend_streak', { streak_id: toCarl.id, accept: true }),
  );
  must(
    await (await clientAs(dan)).rpc('answer_friend_streak', { streak_id: toDan.id, accept: false }),
  );
  await expectBell(page, 'Notifications, 3 unread');

  await openNotifications(page);
  await notificationRow(page, `${ben.username} invites you to a shared streak`).click();
  await expect(page).toHaveURL(new RegExp(`/friends/${ben.uid}$`));
  await expect(page.getByText(`${ben.username} invites you to a shared streak`)).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expectBell(page, 'Notifications, 2 unread');
  // Ended while I look at ben's profile, where our streak shows: read as it arrives.
  must(await (await clientAs(ben)).rpc('end_friend_streak', { streak_id: invited.id }));
  await expectStoredRead(ana, 'streak_ended');
  await expectBell(page, 'Notifications, 2 unread');

  await openNotifications(page);
  await expect(page.getByRole('region', { name: 'Today' }).getByRole('link')).toHaveText([
    new RegExp(`^(Unread:)?${ben.username} ended your shared streak`),
    new RegExp(`^(Unread:)?${dan.username} declined your shared streak`),
    new RegExp(`^(Unread:)?${carl.username} accepted your shared streak`),
    new RegExp(`^(Unread:)?${ben.username} invites you to a shared streak`),
    /accepted your friend request/,
    /accepted your friend request/,
    /accepted your friend request/,
  ]);
  expect(await samePage(page)).toBe(true);
});
