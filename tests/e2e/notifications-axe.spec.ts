import { randomUUID } from 'node:crypto';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import {
  clientAs,
  createNamedUser,
  friendAction,
  makeFriends,
  useScheme,
} from './friends-helpers.ts';
import {
  askToRecord,
  expectBell,
  openNotifications,
  swedishPhrase,
} from './notifications-helpers.ts';

test.describe('accessibility of the notification list (axe: no serious or critical violations)', () => {
  for (const scheme of ['dark', 'light'] as const) {
    test(`the open list, read and unread rows, ${scheme}`, async ({ page, signedInUser: ana }) => {
      test.setTimeout(90_000);
      const [ben, carl] = await Promise.all(
        [1, 2].map(() => createNamedUser(`bell_${randomUUID().slice(0, 8)}`)),
      );
      await makeFriends(ana, ben!);
      // One read row beside the unread ones.
      expect((await (await clientAs(ana)).rpc('mark_notifications_read', {})).error).toBeNull();
      await askToRecord(ben!, ana, await swedishPhrase(ben!));
      expect(await friendAction(carl!, ana, 'invite')).toBeNull();
      await useScheme(page, scheme);
      await page.goto('/learn');
      await expectBell(page, 'Notifications, 2 unread');
      await expectNoSeriousAxeViolations(page);
      const list = await openNotifications(page);
      await expect(list.getByRole('link')).toHaveCount(3);
      await expect(list.getByRole('link', { name: /^Unread: / })).toHaveCount(2);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('the bell and the list on a phone', async ({ page, signedInUser: ana }) => {
    const ben = await createNamedUser(`bell_${randomUUID().slice(0, 8)}`);
    expect(await friendAction(ben, ana, 'invite')).toBeNull();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/learn');
    const inBar = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(inBar).toBeVisible();
    await inBar.click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test('the catalogue has the bell and a row of each kind', async ({ page }) => {
  await page.goto('/components/iframe.html?id=notifications-notificationbell--many-unread');
  await expect(page.getByRole('button', { name: 'Notifications, 120 unread' })).toHaveText('99+');
  await page.goto('/components/iframe.html?id=notifications-notificationrow--streak-ended');
  await expect(
    page.getByRole('link', { name: /^(Unread: )?Priya ended your shared streak/ }),
  ).toHaveCount(2);
  await expect(page.getByRole('link', { name: /^Unread: / })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
});
