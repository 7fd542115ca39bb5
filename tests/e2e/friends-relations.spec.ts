import { randomUUID } from 'node:crypto';
import { test, expect, createTestUser } from './fixtures.ts';
import { storedNotifications } from './notifications-helpers.ts';
import {
  clientAs,
  createNamedUser,
  friendAction,
  makeFriends,
  personRow,
  relationOf,
  secondPerson,
  section,
  toastWith,
} from './friends-helpers.ts';

test.describe('friends, live for both people', () => {
  test('search in another letter case → invite → the invitation appears live → accept → both are friends without reload', async ({
    page,
    signedInUser: ana,
    baseURL,
  }) => {
    const ben = await secondPerson(baseURL!);
    try {
      await ben.page.goto('/friends');
      await expect(section(ben.page, 'Invitations')).toContainText('Nobody is waiting');

      // Ana searches for a piece of Ben's username in upper case.
      await page.goto('/friends/search');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('Search query is required')).toBeVisible();
      const piece = ben.user.username.slice(2, 9).toUpperCase();
      await page.getByRole('textbox', { name: 'Username' }).fill(piece);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/friends/search\\?query=${piece}$`));
      const result = personRow(page, ben.user.username);
      await expect(result).toBeVisible();
      await expect(personRow(page, ana.username)).toHaveCount(0);

      // Through the profile: 'Add friend' is the one action offered.
      await result.getByRole('link', { name: ben.user.username }).click();
      await expect(page).toHaveURL(new RegExp(`/friends/search/${ben.user.uid}$`));
      await expect(
        page.getByText(`You and ${ben.user.username} are not connected yet.`),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Add friend' }).click();
      await expect(toastWith(page, 'Friend request sent')).toBeVisible();
      await expect(
        page.getByText(`You invited ${ben.user.username}. Waiting for their answer.`),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel invitation' })).toBeVisible();
      expect(await relationOf(ana, ben.user)).toMatchObject({
        status: 'pending',
        most_recent_uid_by: ana.uid,
      });

      // Ben's open page shows the invitation without a reload, and the Requests count.
      await expect(
        section(ben.page, 'Invitations').getByRole('listitem', { name: ana.username }),
      ).toBeVisible();
      await expect(ben.page.getByRole('link', { name: /Requests/ })).toContainText('1');

      await page.getByRole('link', { name: 'Back to search' }).click();
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(piece);

      await ben.page
        .getByRole('listitem', { name: ana.username })
        .getByRole('button', { name: 'Confirm friends' })
        .click();
      await expect(toastWith(ben.page, 'You are now connected')).toBeVisible();
      await expect(toastWith(page, 'Friend request accepted')).toBeVisible();
      await expect(
        ben.page
          .getByRole('region', { name: 'Your friends' })
          .getByRole('listitem', { name: ana.username }),
      ).toBeVisible();

      // Ana's search results turned into a friend's row, live.
      await expect(
        personRow(page, ben.user.username).getByRole('link', { name: 'Chat' }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Friends', exact: true }).first().click();
      const friendRow = page
        .getByRole('region', { name: 'Your friends' })
        .getByRole('listitem', { name: ben.user.username });
      await expect(friendRow).toContainText('Knows English (fluent)');
      await expect(friendRow.getByRole('link', { name: 'Chat' })).toHaveAttribute(
        'href',
        `/friends/chats/${ben.user.uid}`,
      );
      expect(await relationOf(ana, ben.user)).toMatchObject({
        status: 'friends',
        most_recent_action_type: 'accept',
      });
    } finally {
      await ben.close();
    }
  });

  test('decline, cancel and remove each ask first and confirm with their toast; the other side follows live', async ({
    page,
    signedInUser: ana,
    baseURL,
  }) => {
    const ben = await secondPerson(baseURL!);
    const cy = await createTestUser();
    const dee = await createTestUser();
    try {
      // Ben invited Ana; Ana invited Cy; Ana and Dee are friends.
      expect(await friendAction(ben.user, ana, 'invite')).toBeNull();
      expect(await friendAction(ana, cy, 'invite')).toBeNull();
      await makeFriends(ana, dee);
      await page.goto('/friends');
      await ben.page.goto('/friends');
      await expect(
        ben.page
          .getByRole('region', { name: 'Invited' })
          .getByRole('listitem', { name: ana.username }),
      ).toBeVisible();

      // Decline: a confirmation, then the toast; Ben's 'Invited' list empties live.
      const fromBen = page
        .getByRole('region', { name: 'Invitations' })
        .getByRole('listitem', { name: ben.user.username });
      await fromBen.getByRole('button', { name: 'Decline' }).click();
      const dialog = page.getByRole('dialog', { name: 'Decline this invitation?' });
      // The focus starts on the way back, not on the button that declines.
      await expect(dialog.getByRole('button', { name: 'Go back' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Go back' }).click();
      await expect(dialog).toBeHidden();
      // The focus is back where it was, not on the page's body.
      await expect(fromBen.getByRole('button', { name: 'Decline' })).toBeFocused();
      expect(await relationOf(ana, ben.user)).toMatchObject({ status: 'pending' });
      await fromBen.getByRole('button', { name: 'Decline' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Decline invitation' }).click();
      await expect(toastWith(page, 'Declined this invitation')).toBeVisible();
      await expect(fromBen).toHaveCount(0);
      await expect(ben.page.getByRole('region', { name: 'Invited' })).toContainText(
        'No open invitations from you.',
      );
      expect(await relationOf(ana, ben.user)).toBeNull();

      // Cancel.
      const toCy = page
        .getByRole('region', { name: 'Invited' })
        .getByRole('listitem', { name: cy.username });
      await toCy.getByRole('button', { name: 'Cancel invitation' }).click();
      await page
        .getByRole('dialog', { name: 'Cancel your invitation?' })
        .getByRole('button', { name: 'Cancel invitation' })
        .click();
      await expect(toastWith(page, 'Cancelled this invitation')).toBeVisible();
      await expect(toCy).toHaveCount(0);
      expect(await relationOf(ana, cy)).toBeNull();
      // Cy's invitation can no longer be answered: its notification is read.
      expect(
        (await storedNotifications(cy)).map((n) => [n.kind, n.actor_uid, n.read_at !== null]),
      ).toEqual([['friend_invited', ana.uid, true]]);

      // Remove.
      const withDee = page
        .getByRole('region', { name: 'Your friends' })
        .getByRole('listitem', { name: dee.username });
      await withDee.getByRole('button', { name: 'Remove friend' }).click();
      await page
        .getByRole('dialog', { name: `Remove ${dee.username} from your friends?` })
        .getByRole('button', { name: 'Remove friend' })
        .click();
      await expect(toastWith(page, 'You are no longer friends')).toBeVisible();
      await expect(withDee).toHaveCount(0);
      expect(await relationOf(ana, dee)).toBeNull();
    } finally {
      await ben.close();
    }
  });

  test('every illegal step is refused by the API with its reason, and in the UI with "Something went wrong with this interaction"', async ({
    page,
    signedInUser: ana,
  }) => {
    const ben = await createTestUser();
    const cy = await createTestUser();
    expect((await friendAction(ana, ben, 'accept'))?.message).toBe(
      'There is no pending invitation from this person to accept',
    );
    expect((await friendAction(ana, ben, 'decline'))?.message).toBe(
      'There is no pending invitation from this person to decline',
    );
    expect((await friendAction(ana, ben, 'cancel'))?.message).toBe(
      'There is no pending invitation of yours to cancel',
    );
    expect((await friendAction(ana, ben, 'remove'))?.message).toBe(
      'You can only remove someone who is your friend',
    );
    expect(await friendAction(ana, ben, 'invite')).toBeNull();
    expect((await friendAction(ana, ben, 'invite'))?.message).toBe(
      'You have already invited this person; wait for their answer',
    );
    expect((await friendAction(ana, ben, 'accept'))?.message).toBe(
      'There is no pending invitation from this person to accept',
    );
    // Nobody acts in someone else's name.
    const [uid_less, uid_more] = [ben.uid, cy.uid].sort();
    const forged = await (
      await clientAs(ana)
    )
      .from('friend_request_action')
      .insert({ uid_less, uid_more, uid_by: ben.uid, uid_for: cy.uid, action_type: 'invite' });
    expect(forged.error?.code).toBe('42501');

    // A screen that could not know (its live updates are cut) offers a step that is no longer
    // legal: the database refuses it and the user is told why.
    await page.routeWebSocket(/\/realtime\/v1\//, () => undefined);
    await page.goto(`/friends/${ben.uid}`);
    await expect(page.getByRole('button', { name: 'Cancel invitation' })).toBeVisible();
    // A friend's profile is one of 'Friends', the section it is reached from.
    await expect(
      page.getByRole('navigation', { name: 'Friends sections' }).getByRole('link', {
        name: 'Friends',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await friendAction(ben, ana, 'decline')).toBeNull();
    await page.getByRole('button', { name: 'Cancel invitation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel invitation' }).click();
    const refusal = toastWith(page, 'Something went wrong with this interaction');
    await expect(refusal).toBeVisible();
    // It says what happened, and the screen shows where things really stand.
    await expect(refusal).toContainText(
      `There is no pending invitation of yours to cancel: ${ben.username} declined it first.`,
    );
    await expect(page.getByRole('button', { name: 'Add friend' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add friend' })).toBeVisible();
    expect(await relationOf(ana, ben)).toBeNull();
  });

  test('search finds at most 10, never me, and profiles know when they are my own', async ({
    page,
    signedInUser: ana,
  }) => {
    const marker = `zq${Math.random().toString(36).slice(2, 7)}`;
    const people = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        createNamedUser(`${marker}_${String(i).padStart(2, '0')}`),
      ),
    );
    await page.goto(`/friends/search?query=${marker.toUpperCase()}`);
    await expect(page.getByRole('status')).toHaveText(
      `The first 10 people with “${marker.toUpperCase()}” in their username`,
    );
    await expect(
      page.getByRole('region', { name: 'Search results' }).getByRole('listitem'),
    ).toHaveCount(10);

    await page.goto(`/friends/search?query=${ana.username}`);
    await expect(page.getByRole('status')).toHaveText(
      `Nobody has a username containing “${ana.username}”.`,
    );

    // Searching from the form keeps the focus where the learner searched from; Back brings the
    // search before into the boxes.
    const username = page.getByRole('textbox', { name: 'Username' });
    await username.fill(marker);
    await username.press('Enter');
    await expect(page.getByRole('status')).toHaveText(
      `The first 10 people with “${marker}” in their username`,
    );
    await expect(username).toBeFocused();
    await username.fill(ana.username);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Nobody has a username containing “${ana.username}”.`,
    );
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
    await page.goBack();
    await expect(username).toHaveValue(marker);

    await page.goto(`/friends/${ana.uid}`);
    await expect(page.getByText('This is your profile, as your friends see it.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(page.getByRole('button', { name: 'Add friend' })).toHaveCount(0);

    // Short ids are never looked up (docs/product.md §5); unknown long ones say so.
    await page.goto('/friends/abc');
    await expect(page.getByText('We could not find this person')).toBeVisible();
    for (const unknown of ['not-a-user-id-at-all', randomUUID()]) {
      await page.goto(`/friends/${unknown}`);
      await expect(page.getByText('We could not find this person')).toBeVisible();
    }
    expect(people).toHaveLength(11);
  });
});
