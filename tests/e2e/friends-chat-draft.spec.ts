import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { clientAs, createNamedUser, makeFriends, storedTexts } from './friends-helpers.ts';
import { must } from './learn-helpers.ts';

/**
 * docs/product.md §2 "Friends", on a phone (the chat list and a thread one at a time) while a
 * friend writes too: words not sent yet wait in the thread while the learner reads the list,
 * or goes to recommend a phrase, and come back with it; once sent, they are gone from the box.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a half-written message waits in its thread while I look elsewhere', async ({
  page,
  signedInUser: ana,
}) => {
  const ben = await createNamedUser(`draft_${randomUUID().slice(0, 8)}`);
  await makeFriends(ana, ben);
  await page.goto(`/friends/chats/${ben.uid}`);
  const box = page.getByRole('textbox', { name: `Message to ${ben.username}` });
  await box.fill('¿Quedamos el sábado para');

  // To the list, while Ben writes; back to his thread.
  await page.getByRole('link', { name: 'All chats' }).click();
  const fromBen = `¿Practicamos juntos? ${randomUUID().slice(0, 6)}`;
  must(
    await (
      await clientAs(ben)
    )
      .from('chat_message')
      .insert({ recipient_uid: ana.uid, message_type: 'text', message: fromBen }),
  );
  const entry = page
    .getByRole('navigation', { name: 'Chats' })
    .getByRole('link', { name: new RegExp(ben.username) });
  await expect(entry).toContainText(fromBen);
  await entry.click();
  await expect(page.getByRole('log', { name: `Messages with ${ben.username}` })).toContainText(
    fromBen,
  );
  await expect(box).toHaveValue('¿Quedamos el sábado para');

  // To recommend a phrase and back: still there, and sent whole.
  await page.getByRole('link', { name: 'Recommend a phrase' }).click();
  await page.getByRole('link', { name: 'Back to the chat' }).click();
  await expect(box).toHaveValue('¿Quedamos el sábado para');
  await box.press('End');
  await box.pressSequentially(' practicar?');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect
    .poll(() => storedTexts(ana.uid, ben.uid))
    .toEqual(['¿Quedamos el sábado para practicar?']);

  // Sent, it does not come back.
  await page.getByRole('link', { name: 'All chats' }).click();
  await entry.click();
  await expect(box).toHaveValue('');
});
