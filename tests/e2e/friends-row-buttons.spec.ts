import { randomUUID } from 'node:crypto';
import { test, expect } from './fixtures.ts';
import { createNamedUser, makeFriends, friendAction, personRow } from './friends-helpers.ts';

/**
 * /friends lists my friends and, under them, the people I invited: one list to the eye, so
 * their rows' buttons are one size ('Cancel invitation' stood a size above 'Chat').
 */
test("the rows of 'Invited by you' have the friends' button size", async ({
  page,
  signedInUser: me,
}) => {
  const [friend, invited] = await Promise.all([
    createNamedUser(`rows_${randomUUID().slice(0, 8)}`),
    createNamedUser(`rows_${randomUUID().slice(0, 8)}`),
  ]);
  await makeFriends(me, friend);
  expect(await friendAction(me, invited, 'invite')).toBeNull();

  await page.goto('/friends');
  const chat = personRow(page, friend.username).getByRole('link', { name: 'Chat', exact: true });
  const cancel = personRow(page, invited.username).getByRole('button', {
    name: 'Cancel invitation',
  });
  await expect(page.getByRole('region', { name: 'Invited by you' })).toContainText(
    invited.username,
  );
  const [chatBox, cancelBox] = [await chat.boundingBox(), await cancel.boundingBox()];
  expect(cancelBox?.height).toBe(chatBox?.height);
});
