import { test, expect, createTestUser } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { adminClient, clientAs, friendAction, makeFriends, useScheme } from './friends-helpers.ts';

test.describe('accessibility of the friends screens (axe: no serious or critical violations)', () => {
  for (const scheme of ['dark', 'light'] as const) {
    test(`every friends screen, ${scheme}`, async ({ page, signedInUser: ana }) => {
      test.setTimeout(120_000);
      const ben = await createTestUser();
      const kim = await createTestUser();
      await makeFriends(ana, ben);
      expect(await friendAction(kim, ana, 'invite')).toBeNull();
      const { data: phrase } = await adminClient()
        .from('phrase')
        .select('id')
        .eq('text', 'Mucho gusto.')
        .single();
      const { data: request } = await (
        await clientAs(ben)
      )
        .from('phrase_request')
        .insert({ lang: 'spa', prompt: 'How do I greet my neighbours?' })
        .select('id')
        .single();
      const fromBen = await clientAs(ben);
      for (const row of [
        { message_type: 'text', message: 'Hola Ana, ¿qué tal?' },
        { message_type: 'recommendation', lang: 'spa', phrase_id: phrase!.id, message: 'Try this' },
        { message_type: 'request', lang: 'spa', request_id: request!.id },
      ]) {
        expect(
          (await fromBen.from('chat_message').insert({ recipient_uid: ana.uid, ...row })).error,
        ).toBeNull();
      }
      await useScheme(page, scheme);

      const screens: [path: string, ready: string][] = [
        ['/friends', 'Your friends'],
        ['/friends/requests', 'Invitations'],
        [`/friends/search?query=${ben.username}`, '1 person with'],
        [`/friends/${kim.uid}`, `${kim.username} invited you to be friends.`],
        ['/friends/invite', 'Your invite link'],
        ['/friends/chats', 'Your chats'],
        [`/friends/chats/${ben.uid}`, 'How do I greet my neighbours?'],
        [`/friends/chats/${ben.uid}/recommend`, `Recommend a phrase to ${ben.username}`],
        [`/friends/share?phrase=${phrase!.id}`, 'Send a phrase to friends'],
        [
          `/accept-invite?uid_by=${kim.uid}&uid_for=${ana.uid}&lang=spa`,
          `${kim.username} invited you to be friends.`,
        ],
      ];
      for (const [path, ready] of screens) {
        await page.goto(path);
        await expect(page.getByText(ready).first()).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      }

      // The confirmation dialog, and the new-phrase form with its errors.
      await page.goto('/friends');
      await page.getByRole('button', { name: 'Remove friend' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.goto(`/friends/chats/${ben.uid}/recommend`);
      await page.getByText('Write a new one').click();
      await page.getByRole('button', { name: 'Send recommendation' }).click();
      await expect(page.getByText('Required').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test(`/find-a-friend signed out, ${scheme}`, async ({ page }) => {
      await useScheme(page, scheme);
      await page.goto('/find-a-friend');
      await page.getByRole('button', { name: 'Log in and search' }).click();
      await expect(page.getByText('Search query is required')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});
