import { test, expect, createTestUser } from './fixtures.ts';
import {
  adminClient,
  clientAs,
  friendAction,
  makeFriends,
  secondPerson,
  storedTexts,
} from './friends-helpers.ts';

test.describe('chat between friends', () => {
  test('plain messages go both ways live, with unread counts in the list and on Friends until read', async ({
    page,
    signedInUser: ana,
    baseURL,
  }) => {
    const ben = await secondPerson(baseURL!);
    try {
      await makeFriends(ana, ben.user);
      await page.goto('/friends/chats');
      const benEntry = page
        .getByRole('navigation', { name: 'Chats' })
        .getByRole('link', { name: new RegExp(ben.user.username) });
      await expect(benEntry).toContainText('No messages yet');
      await benEntry.click();
      await expect(page).toHaveURL(new RegExp(`/friends/chats/${ben.user.uid}$`));
      await expect(
        page.getByRole('log', { name: `Messages with ${ben.user.username}` }),
      ).toContainText('No messages yet');

      // Ben waits on /learn: the badge on 'Friends' counts what arrives.
      await ben.page.goto('/learn');
      const composer = page.getByRole('textbox', { name: `Message to ${ben.user.username}` });
      await composer.fill('Hola Ben!');
      await composer.press('Enter');
      await expect(composer).toHaveValue('');
      await composer.fill('First line');
      await composer.press('Shift+Enter');
      await composer.pressSequentially('second line');
      await composer.press('Enter');
      const anaLog = page.getByRole('log', { name: `Messages with ${ben.user.username}` });
      await expect(anaLog).toContainText('Hola Ben!');
      await expect(anaLog).toContainText('First line\nsecond line');
      await expect
        .poll(() => storedTexts(ana.uid, ben.user.uid))
        .toEqual(['Hola Ben!', 'First line\nsecond line']);

      const friendsLink = ben.page
        .getByRole('navigation', { name: 'App' })
        .getByRole('link', { name: /^Friends/ });
      await expect(friendsLink).toHaveAccessibleName('Friends 2 unread messages');

      // Ben opens the chats: the count shows by Ana's name, and clears once the thread is open.
      await friendsLink.click();
      await ben.page.getByRole('link', { name: 'Chats' }).click();
      const anaEntry = ben.page
        .getByRole('navigation', { name: 'Chats' })
        .getByRole('link', { name: new RegExp(ana.username) });
      await expect(anaEntry).toContainText('2 unread');
      await expect(anaEntry).toContainText('First line second line');
      await anaEntry.click();
      const benLog = ben.page.getByRole('log', { name: `Messages with ${ana.username}` });
      await expect(benLog).toContainText('Hola Ben!');
      await expect(friendsLink).toHaveAccessibleName('Friends');
      await expect(anaEntry).not.toContainText('unread');
      const markers = await adminClient()
        .from('chat_read_marker')
        .select('uid, friend_uid')
        .eq('uid', ben.user.uid);
      expect(markers.data).toEqual([{ uid: ben.user.uid, friend_uid: ana.uid }]);

      // Ben answers; Ana's open thread shows it at once, and it stays read for her.
      const benComposer = ben.page.getByRole('textbox', { name: `Message to ${ana.username}` });
      await benComposer.fill('¡Hola Ana! ¿Qué tal?');
      await benComposer.press('Enter');
      await expect(anaLog).toContainText('¡Hola Ana! ¿Qué tal?');
      // Who wrote each one is heard, not only seen by the side it is on.
      await expect(anaLog).toContainText(`You:Hola Ben!`);
      await expect(anaLog).toContainText(`${ben.user.username}:¡Hola Ana! ¿Qué tal?`);
      await expect(
        page
          .getByRole('navigation', { name: 'Chats' })
          .getByRole('link', { name: new RegExp(ben.user.username) }),
      ).toContainText('¡Hola Ana! ¿Qué tal?');
      await expect(
        page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: /^Friends/ }),
      ).toHaveAccessibleName('Friends');
      // …while a message to a thread she has left counts again.
      await page.getByRole('link', { name: 'Friends', exact: true }).last().click();
      await benComposer.fill('Are you there?');
      await benComposer.press('Enter');
      await expect(
        page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: /^Friends/ }),
      ).toHaveAccessibleName('Friends 1 unread message');
      expect(await storedTexts(ben.user.uid, ana.uid)).toEqual([
        '¡Hola Ana! ¿Qué tal?',
        'Are you there?',
      ]);
    } finally {
      await ben.close();
    }
  });

  test('a send that fails waits in the outbox marked as not sent, across a reload, and is posted once', async ({
    page,
    signedInUser: ana,
  }) => {
    const ben = await createTestUser();
    await makeFriends(ana, ben);
    await page.goto(`/friends/chats/${ben.uid}`);
    let failures = 0;
    await page.route('**/rest/v1/chat_message*', async (route) => {
      if (route.request().method() === 'POST' && failures < 2) {
        failures += 1;
        await route.abort('connectionfailed');
      } else await route.fallback();
    });
    const composer = page.getByRole('textbox', { name: `Message to ${ben.username}` });
    await composer.fill('Will this arrive?');
    await composer.press('Enter');
    const failed = page.getByRole('log').getByRole('alert');
    await expect(failed).toContainText('Not sent');
    await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(await storedTexts(ana.uid, ben.uid)).toEqual([]);

    // Kept in this browser; the outbox tries again after the reload, with the same id.
    await page.reload();
    await expect(page.getByRole('log')).toContainText('Will this arrive?');
    await expect(failed).toHaveCount(0, { timeout: 15_000 });
    await page.reload();
    await expect(page.getByRole('log')).toContainText('Will this arrive?');
    expect(await storedTexts(ana.uid, ben.uid)).toEqual(['Will this arrive?']);
  });

  test('a message waiting when the friendship ends is refused with a toast and holds back none after it', async ({
    page,
    signedInUser: ana,
  }) => {
    const [ben, cy] = [await createTestUser(), await createTestUser()];
    await makeFriends(ana, ben);
    await makeFriends(ana, cy);
    let serverDown = true;
    await page.route('**/rest/v1/chat_message*', (route) =>
      serverDown && route.request().method() === 'POST'
        ? route.abort('connectionfailed')
        : route.fallback(),
    );
    await page.goto(`/friends/chats/${ben.uid}`);
    const composer = page.getByRole('textbox', { name: `Message to ${ben.username}` });
    await composer.fill('Still up for Friday?');
    await composer.press('Enter');
    await expect(page.getByRole('log').getByRole('alert')).toContainText('Not sent');
    expect(await friendAction(ben, ana, 'remove')).toBeNull();
    await page.goto(`/friends/chats/${cy.uid}`);
    const toCy = page.getByRole('textbox', { name: `Message to ${cy.username}` });
    await toCy.fill('Hello Cy');
    await toCy.press('Enter');

    serverDown = false;
    await expect(
      page.getByText('“Still up for Friday?” was not sent: You must be friends to chat'),
    ).toBeVisible({ timeout: 35_000 });
    await expect.poll(() => storedTexts(ana.uid, cy.uid)).toEqual(['Hello Cy']);
    expect(await storedTexts(ana.uid, ben.uid)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('log')).toContainText('Hello Cy');
    await expect(page.getByRole('log').getByText('Sending…')).toHaveCount(0);
  });

  test('2,000 characters at most, in the composer and in the database', async ({
    page,
    signedInUser: ana,
  }) => {
    const ben = await createTestUser();
    await makeFriends(ana, ben);
    await page.goto(`/friends/chats/${ben.uid}`);
    const composer = page.getByRole('textbox', { name: `Message to ${ben.username}` });
    await composer.fill('x'.repeat(2001));
    await expect(page.getByText('A message can be at most 2,000 characters')).toBeVisible();
    await expect(page.getByText('2,001 / 2,000')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await composer.press('Enter');
    await composer.fill('x'.repeat(2000));
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await composer.press('Enter');
    await expect
      .poll(async () => (await storedTexts(ana.uid, ben.uid)).map((t) => t.length))
      .toEqual([2000]);

    const api = await clientAs(ana);
    const tooLong = await api
      .from('chat_message')
      .insert({ recipient_uid: ben.uid, message_type: 'text', message: 'y'.repeat(2001) });
    expect(tooLong.error?.message).toMatch(/chat_message_at_most_2000/);
    const blank = await api
      .from('chat_message')
      .insert({ recipient_uid: ben.uid, message_type: 'text', message: '   ' });
    expect(blank.error?.message).toMatch(/text_message_has_text/);
  });

  test('a stranger can neither read a thread nor post to it', async ({
    page,
    signedInUser: stranger,
  }) => {
    const ana = await createTestUser();
    const ben = await createTestUser();
    await makeFriends(ana, ben);
    const sent = await (
      await clientAs(ana)
    )
      .from('chat_message')
      .insert({ recipient_uid: ben.uid, message_type: 'text', message: 'Just for Ben' });
    expect(sent.error).toBeNull();

    const api = await clientAs(stranger);
    const read = await api
      .from('chat_message')
      .select('id')
      .or(`sender_uid.eq.${ana.uid},recipient_uid.eq.${ana.uid}`);
    expect(read.data).toEqual([]);
    const post = await api
      .from('chat_message')
      .insert({ recipient_uid: ana.uid, message_type: 'text', message: 'Hi!' });
    expect(post.error?.code).toBe('42501');
    const forged = await api.from('chat_message').insert({
      sender_uid: ben.uid,
      recipient_uid: ana.uid,
      message_type: 'text',
      message: 'Hi!',
    });
    expect(forged.error?.code).toBe('42501');
    const unread = await api.rpc('chat_unread_counts');
    expect(unread.data).toEqual([]);

    await page.goto(`/friends/chats/${ana.uid}`);
    await expect(page.getByRole('alert')).toContainText('You must be friends to chat');
    await expect(page.getByRole('textbox', { name: /Message to/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Chats' })).toHaveCount(0);
    await expect(page.getByText('You have no friends to chat with yet.')).toBeVisible();
  });
});
