import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { clientAs, createNamedUser, makeFriends, storedTexts } from './friends-helpers.ts';
import { must } from './learn-helpers.ts';

/**
 * docs/product.md §2 "Friends", from the keyboard: a thread opened from the chat list with
 * Enter is ready to answer, its composer focused, rather than a Tab past every message's
 * actions away; opened with the pointer (a tap on a phone), it is there to read, and nothing
 * raises a keyboard.
 */
test('a thread opened from the keyboard is ready to answer; one clicked is there to read', async ({
  page,
  signedInUser: ana,
}) => {
  const ben = await createNamedUser(`keys_${randomUUID().slice(0, 8)}`);
  await makeFriends(ana, ben);
  const fromBen = ['Hej!', 'Hur mår du?', `Ses vi i morgon? ${randomUUID().slice(0, 6)}`];
  for (const message of fromBen) {
    must(
      await (
        await clientAs(ben)
      )
        .from('chat_message')
        .insert({ recipient_uid: ana.uid, message_type: 'text', message }),
    );
  }
  await page.goto('/friends/chats');
  const entry = page
    .getByRole('navigation', { name: 'Chats' })
    .getByRole('link', { name: new RegExp(ben.username) });
  await expect(entry).toContainText(fromBen[2]!);

  await entry.focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('textbox', { name: `Message to ${ben.username}` });
  await expect(box).toBeFocused();
  await page.keyboard.type('Bra, tack!');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: `Messages with ${ben.username}` })).toContainText(
    'Bra, tack!',
  );
  await expect.poll(() => storedTexts(ana.uid, ben.uid)).toContain('Bra, tack!');

  await page.goto('/friends/chats');
  await entry.click();
  await expect(box).toBeVisible();
  await expect(box).not.toBeFocused();
});
