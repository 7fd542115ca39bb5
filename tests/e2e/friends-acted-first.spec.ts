import { test, expect, createTestUser } from './fixtures.ts';
import { friendAction, relationOf, toastWith } from './friends-helpers.ts';

test.describe('when the other person acts first', () => {
  test('a question about an invitation they have just accepted closes, and says so', async ({
    page,
    signedInUser: ana,
  }) => {
    const ben = await createTestUser();
    expect(await friendAction(ana, ben, 'invite')).toBeNull();
    await page.goto(`/friends/${ben.uid}`);
    await page.getByRole('button', { name: 'Cancel invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your invitation?' });
    await expect(dialog).toBeVisible();

    expect(await friendAction(ben, ana, 'accept')).toBeNull();
    await expect(toastWith(page, 'Friend request accepted')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Remove friend' })).toBeVisible();
    expect(await relationOf(ana, ben)).toMatchObject({ status: 'friends' });
  });

  test('a cancel refused because they accepted first says they did, and shows the friendship', async ({
    page,
    signedInUser: ana,
  }) => {
    const ben = await createTestUser();
    expect(await friendAction(ana, ben, 'invite')).toBeNull();
    // Ben's answer cannot arrive live: the refusal is how Ana learns of it.
    await page.routeWebSocket(/\/realtime\/v1\//, () => undefined);
    await page.goto(`/friends/${ben.uid}`);
    await page.getByRole('button', { name: 'Cancel invitation' }).click();
    expect(await friendAction(ben, ana, 'accept')).toBeNull();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel invitation' }).click();

    const refusal = toastWith(page, 'Something went wrong with this interaction');
    await expect(refusal).toContainText(
      `There is no pending invitation of yours to cancel: ${ben.username} accepted it first, so you are friends now.`,
    );
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Remove friend' })).toBeVisible();
    expect(await relationOf(ana, ben)).toMatchObject({ status: 'friends' });
  });

  test('an acceptance that came while the page was starting is told once it listens', async ({
    page,
    signedInUser: ana,
  }) => {
    const ben = await createTestUser();
    expect(await friendAction(ana, ben, 'invite')).toBeNull();
    let sockets = 0;
    page.on('websocket', () => (sockets += 1));
    await page.goto(`/friends/${ben.uid}`);
    await expect(page.getByRole('button', { name: 'Cancel invitation' })).toBeVisible();

    // Realtime starts once the page has settled: the answer comes before it listens.
    expect(await friendAction(ben, ana, 'accept')).toBeNull();
    expect(sockets).toBe(0);
    await expect(toastWith(page, 'Friend request accepted')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Remove friend' })).toBeVisible();
    await expect(toastWith(page, 'Friend request accepted')).toHaveCount(1);
  });
});
