import { randomUUID } from 'node:crypto';
import { test, expect, createTestUser, signInContext, type TestUser } from './fixtures.ts';
import {
  adminClient,
  clientAs,
  createNamedUser,
  friendAction,
  makeFriends,
  personInZone,
  personRow,
  streakWith,
  toastWith,
} from './friends-helpers.ts';
import { must } from './learn-helpers.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { expectBell, storedNotifications } from './notifications-helpers.ts';

// UTC+14 and UTC−10, neither with daylight saving: the same wall clock a whole day apart, so
// Honolulu's study day is always Kiritimati's yesterday, whatever the hour the test runs.
const aheadZone = 'Pacific/Kiritimati';
const behindZone = 'Pacific/Honolulu';
test.use({ timezoneId: aheadZone });

/** A learner in `zone` (their profile's time zone) with a Spanish deck whose daily goal is 2. */
async function learnerIn(zone: string, prefix: string): Promise<TestUser> {
  const user = await createNamedUser(`${prefix}_${randomUUID().slice(0, 6)}`);
  const api = await clientAs(user);
  must(await api.from('user_profile').update({ time_zone: zone }).eq('uid', user.uid));
  must(await api.from('user_deck').insert({ uid: user.uid, lang: 'spa', daily_review_goal: 2 }));
  return user;
}

/** The learner's study day now, as the database reckons it in their profile's zone. */
async function todayOf(user: TestUser, zone: string): Promise<string> {
  return must(await (await clientAs(user)).rpc('day_session_at', { tz: zone })) as string;
}

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The learner studies their study day `day` through the API, as the review screen would:
 * starts the day with two new cards and scores both Good, which meets the goal of 2.
 */
async function studyDay(user: TestUser, day: string): Promise<void> {
  const api = await clientAs(user);
  const setup = must(await api.rpc('review_day_setup', { lang: 'spa', day_session: day }));
  const manifest = (setup as { library: string[] }).library.slice(0, 2);
  expect(manifest).toHaveLength(2);
  must(await api.rpc('start_review_day', { lang: 'spa', day_session: day, manifest }));
  for (const phrase_id of manifest)
    must(
      await api.rpc('insert_user_card_review', {
        score: 3,
        phrase_id,
        lang: 'spa',
        day_session: day,
      }),
    );
}

/** The pair's streaks as stored, oldest first. */
async function storedStreaks(a: TestUser, b: TestUser) {
  const [uid_less, uid_more] = [a.uid, b.uid].sort();
  return must(
    await adminClient()
      .from('friend_streak')
      .select('status, invited_by')
      .eq('uid_less', uid_less!)
      .eq('uid_more', uid_more!)
      .order('created_at'),
  ) as { status: string; invited_by: string }[];
}

test.describe('friend streaks', () => {
  test('two friends a day apart share a streak: invite, accept, both study, the day’s notice, end', async ({
    page,
    baseURL,
  }) => {
    const kiri = await learnerIn(aheadZone, 'kiri');
    const hono = await learnerIn(behindZone, 'hono');
    await makeFriends(kiri, hono);
    await signInContext(page.context(), kiri);
    const honolulu = await personInZone(baseURL!, hono, behindZone);
    try {
      await test.step('Kiri invites Hono from his profile', async () => {
        await page.goto(`/friends/${hono.uid}`);
        const onProfile = streakWith(page, hono);
        await onProfile.getByRole('button', { name: 'Invite to a shared streak' }).click();
        await expect(toastWith(page, 'Invitation to a shared streak sent')).toBeVisible();
        await expect(onProfile).toContainText('Invitation sent');
        await expect(onProfile.getByRole('button')).toHaveText(['Cancel streak invitation']);
        // The button pressed is gone: the focus stays with the streak, not the page's body.
        await expect(onProfile).toBeFocused();
      });

      await test.step('Hono accepts on the friends page', async () => {
        await honolulu.page.goto('/friends');
        const inRow = streakWith(personRow(honolulu.page, kiri.username), kiri);
        await expect(inRow).toContainText(`${kiri.username} invites you to a shared streak`);
        await expectNoSeriousAxeViolations(honolulu.page);
        await inRow.getByRole('button', { name: 'Accept' }).press('Enter');
        await expect(toastWith(honolulu.page, 'Shared streak started')).toBeVisible();
        await expect(inRow.getByRole('img', { name: 'Shared streak: 0 days' })).toBeVisible();
        await expect(inRow).toBeFocused();
        await expect(inRow.getByRole('button', { name: 'End shared streak' })).toBeVisible();
        expect(await storedStreaks(kiri, hono)).toEqual([
          { status: 'active', invited_by: kiri.uid },
        ]);
      });

      const honoToday = await todayOf(hono, behindZone);
      const kiriToday = await todayOf(kiri, aheadZone);
      expect(dayBefore(kiriToday)).toBe(honoToday);

      await test.step('both study the same day: Hono today, Kiri her yesterday, within its grace', async () => {
        await studyDay(hono, honoToday);
        // Kiri's reviews of yesterday reach the server now, as after a day offline: a day's
        // reviews count until the end of the next study day.
        await studyDay(kiri, honoToday);
      });

      await test.step('Kiri, who has not studied her today, gets the notice once', async () => {
        // Learning Home, where she opens the app to study, tells her first.
        await page.goto('/learn');
        await expect(page.getByRole('heading', { name: 'Learning Home' })).toBeVisible();
        await expect(
          toastWith(page, `${hono.username} has reviewed today; your shared streak is 1 day`),
        ).toBeVisible();

        // Not again today: neither on the friends page, nor the chat with Hono, nor after a
        // reload.
        await page.goto('/friends');
        const inRow = streakWith(personRow(page, hono.username), hono);
        await expect(inRow.getByRole('img', { name: 'Shared streak: 1 day' })).toBeVisible();
        await page.goto(`/friends/chats/${hono.uid}`);
        await expect(
          streakWith(page, hono).getByRole('img', { name: 'Shared streak: 1 day' }),
        ).toBeVisible();
        await page.reload();
        await expect(
          streakWith(page, hono).getByRole('img', { name: 'Shared streak: 1 day' }),
        ).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        // A toast would first fetch the notifications code: once the network is idle, it shows.
        await page.waitForLoadState('networkidle');
        await expect(toastWith(page, 'has reviewed today')).toHaveCount(0);
        expect(
          await page.evaluate(
            (key) => window.localStorage.getItem(key),
            `phrasebook-friend-streak-notice:${kiri.uid}:${hono.uid}`,
          ),
        ).toBe(kiriToday);
      });

      await test.step('Hono, who has studied, sees the streak everywhere and no notice', async () => {
        await honolulu.page.goto(`/friends/${kiri.uid}`);
        const onProfile = streakWith(honolulu.page, kiri);
        await expect(onProfile.getByRole('img', { name: 'Shared streak: 1 day' })).toBeVisible();
        await expect(
          honolulu.page.getByText(`You have reviewed today; ${kiri.username} has not yet.`),
        ).toBeVisible();
        await honolulu.page.goto(`/friends/chats/${kiri.uid}`);
        await expect(
          streakWith(honolulu.page, kiri).getByRole('img', { name: 'Shared streak: 1 day' }),
        ).toBeVisible();
        await honolulu.page.goto('/friends');
        await expect(
          streakWith(personRow(honolulu.page, kiri.username), kiri).getByRole('img', {
            name: 'Shared streak: 1 day',
          }),
        ).toBeVisible();
        await honolulu.page.waitForLoadState('networkidle');
        await expect(toastWith(honolulu.page, 'has reviewed today')).toHaveCount(0);
      });

      await test.step('Kiri studies her today too', async () => {
        await studyDay(kiri, kiriToday);
        await page.goto(`/friends/${hono.uid}`);
        await expect(
          streakWith(page, hono).getByRole('img', { name: 'Shared streak: 1 day' }),
        ).toBeVisible();
        await expect(page.getByText('You have both reviewed today.')).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      });

      await test.step('Kiri ends the streak after confirming; a new invitation waits a day', async () => {
        const onProfile = streakWith(page, hono);
        await onProfile.getByRole('button', { name: 'End shared streak' }).click();
        const dialog = page.getByRole('dialog', {
          name: `End your shared streak with ${hono.username}?`,
        });
        await expect(dialog).toContainText('Your 1 day together will stop counting.');
        await expectNoSeriousAxeViolations(page);
        await dialog.getByRole('button', { name: 'End shared streak' }).click();
        await expect(toastWith(page, 'Shared streak ended')).toBeVisible();
        await expect(dialog).toBeHidden();
        const invite = onProfile.getByRole('button', { name: 'Invite to a shared streak' });
        await invite.click();
        await expect(
          toastWith(page, 'You invited this friend to a streak recently; try again tomorrow'),
        ).toContainText('Could not invite to a shared streak');
        await expect(invite).toBeVisible();
        expect(await storedStreaks(kiri, hono)).toEqual([
          { status: 'ended', invited_by: kiri.uid },
        ]);

        await honolulu.page.goto(`/friends/${kiri.uid}`);
        await expect(
          streakWith(honolulu.page, kiri).getByRole('button', {
            name: 'Invite to a shared streak',
          }),
        ).toBeVisible();
      });
    } finally {
      await honolulu.close();
    }
  });

  test("the inviter's page follows the friend's answer and end without a reload, streak notifications muted", async ({
    page,
    signedInUser: me,
  }) => {
    const friend = await createNamedUser(`fr_${randomUUID().slice(0, 6)}`);
    await makeFriends(me, friend);
    const mine = await clientAs(me);
    // No notification carries the news: the streak's own broadcast does.
    must(await mine.from('notification_mute').insert({ type: 'streaks' }));
    const invitation = must(await mine.rpc('invite_friend_streak', { friend_uid: friend.uid })) as {
      id: string;
    };
    await page.goto(`/friends/${friend.uid}`);
    const onProfile = streakWith(page, friend);
    await expect(onProfile).toContainText('Invitation sent');
    must(
      await (
        await clientAs(friend)
      ).rpc('answer_friend_streak', { streak_id: invitation.id, accept: true }),
    );
    // Well within the 120 s the list would otherwise stay fresh.
    await expect(onProfile.getByRole('img', { name: 'Shared streak: 0 days' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(onProfile.getByRole('button', { name: 'End shared streak' })).toBeVisible();
    must(await (await clientAs(friend)).rpc('end_friend_streak', { streak_id: invitation.id }));
    await expect(onProfile.getByRole('button', { name: 'Invite to a shared streak' })).toBeVisible({
      timeout: 10_000,
    });
  });

  test('an invitation cancelled before the friend answers: asked first, the friend is told nothing and their bell clears', async ({
    page,
    baseURL,
    signedInUser: me,
  }) => {
    const friend = await createNamedUser(`fr_${randomUUID().slice(0, 6)}`);
    await makeFriends(me, friend);
    const theirs = await personInZone(baseURL!, friend, aheadZone);
    try {
      must(await (await clientAs(friend)).rpc('mark_notifications_read', {}));
      await theirs.page.goto('/learn');
      await expectBell(theirs.page, 'Notifications');

      await page.goto(`/friends/${friend.uid}`);
      const onProfile = streakWith(page, friend);
      await onProfile.getByRole('button', { name: 'Invite to a shared streak' }).click();
      await expect(onProfile).toContainText('Invitation sent');
      await expectBell(theirs.page, 'Notifications, 1 unread');

      await onProfile.getByRole('button', { name: 'Cancel streak invitation' }).click();
      const dialog = page.getByRole('dialog', {
        name: 'Cancel your invitation to a shared streak?',
      });
      await expect(dialog).toContainText(
        `${friend.username} will no longer be able to accept it. You can invite ${friend.username} again 24 hours after you sent it.`,
      );
      await expectNoSeriousAxeViolations(page);
      // The way back first: Enter twice does not cancel it.
      await expect(dialog.getByRole('button', { name: 'Go back' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Cancel streak invitation' }).click();
      await expect(toastWith(page, 'Invitation to a shared streak cancelled')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(
        onProfile.getByRole('button', { name: 'Invite to a shared streak' }),
      ).toBeVisible();
      // The button pressed is gone: the focus stays with the streak, not the page's body.
      await expect(onProfile).toBeFocused();
      expect(await storedStreaks(me, friend)).toEqual([{ status: 'ended', invited_by: me.uid }]);

      // Their invitation can no longer be answered: read, and nothing new for either of us.
      await expectBell(theirs.page, 'Notifications');
      expect((await storedNotifications(friend)).map((n) => [n.kind, n.read_at !== null])).toEqual([
        ['streak_invited', true],
        ['friend_invited', true],
      ]);
      expect((await storedNotifications(me)).map((n) => n.kind)).toEqual(['friend_accepted']);
      await theirs.page.goto(`/friends/${me.uid}`);
      await expect(
        streakWith(theirs.page, me).getByRole('button', { name: 'Invite to a shared streak' }),
      ).toBeVisible();
    } finally {
      await theirs.close();
    }
  });

  test('only friends share a streak: the database refuses a stranger and a former friend, and the page says why', async ({
    page,
    signedInUser: me,
  }) => {
    const stranger = await createTestUser();
    const { error } = await (
      await clientAs(me)
    ).rpc('invite_friend_streak', { friend_uid: stranger.uid });
    expect(error?.message).toBe('You can only share a streak with a friend');

    // A stranger's profile offers no shared streak at all.
    await page.goto(`/friends/${stranger.uid}`);
    await expect(page.getByRole('button', { name: 'Add friend' })).toBeVisible();
    await expect(streakWith(page, stranger)).toHaveCount(0);

    // A friend removes me while their profile is open, before the page has heard of it (its
    // live channel held back, as in the moment before a live update arrives): the button is
    // still there, and the database refuses.
    const friend = await createTestUser();
    await makeFriends(me, friend);
    await page.routeWebSocket(/\/realtime\/v1\/websocket/, () => {});
    await page.goto(`/friends/${friend.uid}`);
    const invite = streakWith(page, friend).getByRole('button', {
      name: 'Invite to a shared streak',
    });
    await expect(invite).toBeVisible();
    expect(await friendAction(friend, me, 'remove')).toBeNull();
    await invite.click();
    await expect(toastWith(page, 'You can only share a streak with a friend')).toContainText(
      'Could not invite to a shared streak',
    );
    expect(await storedStreaks(me, friend)).toEqual([]);
    expect(await storedStreaks(me, stranger)).toEqual([]);
  });
});
