import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { createNamedUser, friendAction, makeFriends, useScheme } from './friends-helpers.ts';

/**
 * docs/product.md §3 (only friends message each other) and §4 (a friend may be removed), on a
 * phone with both at it: a friend removes me while our thread is open. The thread gives way, at
 * once, to 'You must be friends to chat', readable in either scheme, with a way to their
 * profile.
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const scheme of ['dark', 'light'] as const) {
  test(`removed by a friend while in our thread, I am told why it closed (${scheme})`, async ({
    page,
    signedInUser: ana,
  }) => {
    await useScheme(page, scheme);
    const ben = await createNamedUser(`gone_${randomUUID().slice(0, 8)}`);
    await makeFriends(ana, ben);
    await page.goto(`/friends/chats/${ben.uid}`);
    await expect(page.getByRole('textbox', { name: `Message to ${ben.username}` })).toBeVisible();

    expect(await friendAction(ben, ana, 'remove')).toBeNull();
    const told = page.getByRole('alert').filter({ hasText: 'You must be friends to chat' });
    await expect(told).toContainText('Messages and recommendations go only between friends.');
    await expect(page.getByRole('textbox', { name: `Message to ${ben.username}` })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    await told.getByRole('link', { name: 'See their profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/friends/${ben.uid}$`));
  });
}
