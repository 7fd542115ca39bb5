import { test, expect, createTestUser } from './fixtures.ts';
import { clientAs, friendAction, makeFriends, section, streakWith } from './friends-helpers.ts';
import { must } from './learn-helpers.ts';
import { markPage, realtimeLinkSwitch } from './live-catch-up-helpers.ts';

/**
 * Issue #50 "Nothing live is ever missed", the friend list: invitations made while the link was
 * dead show once it is back, or as soon as the network returns; a shared streak's answer too.
 */
test.describe('the friend list catches up on what it missed', () => {
  test.setTimeout(120_000);

  test('invitations made while the link carried nothing for 8 s show once it breaks and is back', async ({
    page,
    signedInUser: ana,
  }) => {
    const [ben, cleo, dan] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
    ]);
    const link = await realtimeLinkSwitch(page);
    await page.goto('/friends');
    const isSamePage = await markPage(page);
    const invitations = section(page, 'Invitations');
    // The link works: Ben's invitation arrives live.
    expect(await friendAction(ben, ana, 'invite')).toBeNull();
    await expect(invitations.getByRole('listitem', { name: ben.username })).toBeVisible();

    link.drop();
    expect(await friendAction(cleo, ana, 'invite')).toBeNull();
    expect(await friendAction(dan, ana, 'invite')).toBeNull();
    await page.waitForTimeout(8_000);
    await expect(invitations.getByRole('listitem')).toHaveCount(1);

    const sockets = link.sockets();
    await link.breakLink();
    await expect.poll(() => link.sockets(), { timeout: 30_000 }).toBeGreaterThan(sockets);
    for (const user of [ben, cleo, dan]) {
      await expect(invitations.getByRole('listitem', { name: user.username })).toHaveCount(1, {
        timeout: 15_000,
      });
    }
    await expect(page.getByRole('link', { name: /Requests/ })).toContainText('3');
    expect(await isSamePage()).toBe(true);
  });

  test('an invitation made while the network was gone shows when it returns', async ({
    page,
    context,
    signedInUser: ana,
  }) => {
    const ben = await createTestUser();
    const link = await realtimeLinkSwitch(page);
    await page.goto('/friends');
    const isSamePage = await markPage(page);
    const invitations = section(page, 'Invitations');
    await expect(invitations).toContainText('Nobody is waiting');
    // The channel is open (the page has settled) before the network goes.
    await expect.poll(() => link.sockets(), { timeout: 15_000 }).toBeGreaterThan(0);

    // From here every socket carries nothing, a new one too (realtimeLinkSwitch): only the
    // read at the network's return can bring the invitation.
    link.drop();
    await context.setOffline(true);
    expect(await friendAction(ben, ana, 'invite')).toBeNull();
    await page.waitForTimeout(1_000);
    await context.setOffline(false);
    await expect(invitations.getByRole('listitem', { name: ben.username })).toBeVisible({
      timeout: 5_000,
    });
    // Whether the socket has been opened again by now is the library's timing: CI once saw a
    // second socket before the invitation showed, which carried nothing of it.
    expect(await isSamePage()).toBe(true);
  });

  test("a friend's answer to a streak invitation, given while the link carried nothing, shows once it is back", async ({
    page,
    signedInUser: ana,
  }) => {
    const ben = await createTestUser();
    await makeFriends(ana, ben);
    const invitation = must(
      await (await clientAs(ana)).rpc('invite_friend_streak', { friend_uid: ben.uid }),
    ) as { id: string };
    const link = await realtimeLinkSwitch(page);
    // The streaks' first catch-up, once the channel is open: it must not be the one to find
    // the answer.
    const firstCatchUp = page.waitForResponse((response) =>
      response.url().includes('/rest/v1/friend_streak?'),
    );
    await page.goto(`/friends/${ben.uid}`);
    const isSamePage = await markPage(page);
    const onProfile = streakWith(page, ben);
    await expect(onProfile).toContainText('Invitation sent');
    await firstCatchUp;

    link.drop();
    must(
      await (
        await clientAs(ben)
      ).rpc('answer_friend_streak', { streak_id: invitation.id, accept: true }),
    );
    await page.waitForTimeout(8_000);
    await expect(onProfile).toContainText('Invitation sent');

    await link.breakLink();
    await expect(onProfile.getByRole('img', { name: 'Shared streak: 0 days' })).toBeVisible({
      timeout: 30_000,
    });
    expect(await isSamePage()).toBe(true);
  });
});
