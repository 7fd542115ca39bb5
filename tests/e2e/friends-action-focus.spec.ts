import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { createNamedUser, friendAction, personRow, toastWith } from './friends-helpers.ts';

/**
 * A friend action pressed from the keyboard takes away the buttons pressed: the row moves to
 * another list, or leaves it. The focus dropped to the page's body, and the next Tab started
 * from the top of the page. It goes on where the person now is, else to the list they left.
 */
async function expectFocusOn(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

const someone = () => createNamedUser(`focus_${randomUUID().slice(0, 8)}`);

test('friend actions pressed from the keyboard leave the focus by the person or their list', async ({
  page,
  signedInUser: me,
}) => {
  test.setTimeout(90_000);
  const [inviter, invited, found] = [await someone(), await someone(), await someone()];
  expect(await friendAction(inviter, me, 'invite')).toBeNull();
  expect(await friendAction(me, invited, 'invite')).toBeNull();

  // Search: 'Add friend' becomes 'Cancel invitation' in the same row.
  await page.goto(`/friends/search?query=${found.username}`);
  const foundRow = personRow(page, found.username);
  await foundRow.getByRole('button', { name: 'Add friend' }).focus();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Friend request sent')).toBeVisible();
  await expectFocusOn(page, foundRow.getByRole('button', { name: 'Cancel invitation' }));

  // Accepting moves the row to 'Your friends': the focus goes with it.
  await page.goto('/friends');
  await expect(page.getByRole('region', { name: 'Invitations to you' })).toBeVisible();
  await personRow(page, inviter.username).getByRole('button', { name: 'Confirm friends' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('region', { name: 'Your friends' })
      .getByRole('listitem', { name: inviter.username }),
  ).toBeVisible();
  await expectFocusOn(
    page,
    personRow(page, inviter.username).getByRole('link', { name: 'Chat', exact: true }),
  );

  // Cancelling takes the row away: the focus goes to the list it was in.
  await personRow(page, invited.username)
    .getByRole('button', { name: 'Cancel invitation' })
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel your invitation?' });
  await dialog.getByRole('button', { name: 'Cancel invitation' }).focus();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Cancelled this invitation')).toBeVisible();
  await expect(personRow(page, invited.username)).toHaveCount(0);
  await expectFocusOn(page, page.getByRole('heading', { name: 'Invited by you' }));
});
