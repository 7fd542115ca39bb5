import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import {
  clientAs,
  createNamedUser,
  friendAction,
  makeFriends,
  useScheme,
} from './friends-helpers.ts';

/**
 * docs/product.md §3 (only friends message each other) and §4 (a friend may be removed), on a
 * phone with both at it: a friend removes me while our thread is open. The composer gives way,
 * at once, to 'You must be friends to chat', readable in either scheme, with a way to their
 * profile; our messages so far stay to read, as removing a friend says they are kept.
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
    const composer = page.getByRole('textbox', { name: `Message to ${ben.username}` });
    await composer.fill('See you at the café');
    await composer.press('Enter');
    const { error } = await (
      await clientAs(ben)
    )
      .from('chat_message')
      .insert({ recipient_uid: ana.uid, message_type: 'text', message: 'At six, then' });
    expect(error).toBeNull();
    const log = page.getByRole('log', { name: `Messages with ${ben.username}` });
    await expect(log).toContainText('At six, then');

    expect(await friendAction(ben, ana, 'remove')).toBeNull();
    const told = page.getByRole('alert').filter({ hasText: 'You must be friends to chat' });
    await expect(told).toContainText('Messages and recommendations go only between friends.');
    await expect(composer).toHaveCount(0);
    await expect(log).toContainText('See you at the café');
    await expect(log).toContainText('At six, then');
    // No way to answer in it: a friend's message offers no correction.
    await expect(log.getByRole('button', { name: /correction/i })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.reload();
    await expect(log).toContainText('At six, then');
    await expect(told).toBeVisible();
    await expect(page.getByRole('link', { name: 'All chats' })).toBeVisible();

    await told.getByRole('link', { name: 'See their profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/friends/${ben.uid}$`));
  });
}
