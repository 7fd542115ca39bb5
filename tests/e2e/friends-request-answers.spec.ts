import { test, expect } from './fixtures.ts';
import { adminClient, clientAs, makeFriends, secondPerson } from './friends-helpers.ts';
import { createDeck, must } from './learn-helpers.ts';
import { openLive } from './notifications-helpers.ts';

/**
 * A card request shared in a chat counts its answers. An answer is no chat message, so no
 * chat broadcast brings it: the helper who answered from the card, back in the thread, and
 * the asker, whose thread is open when the answer's notification comes, both saw 'No answers
 * yet' beside the answer they had just written or been told of.
 */
test('a shared request card counts the answer, for the helper back in the thread and the asker', async ({
  page,
  signedInUser: lena,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const priya = await secondPerson(baseURL!);
  try {
    await makeFriends(priya.user, lena);
    const priyaApi = await clientAs(priya.user);
    await createDeck(priyaApi, 'deu');
    const request = must(
      await priyaApi
        .from('phrase_request')
        .insert({ lang: 'deu', prompt: 'How do I tell my landlord the heating is broken?' })
        .select('id')
        .single(),
    ) as { id: string };
    // Shared an hour ago and asked about since: a live view's catch-up reads again only the
    // few seconds before the newest message held.
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    must(
      await adminClient()
        .from('chat_message')
        .insert([
          {
            sender_uid: priya.user.uid,
            recipient_uid: lena.uid,
            created_at: ago(60),
            message_type: 'request',
            lang: 'deu',
            request_id: request.id,
          },
          {
            sender_uid: priya.user.uid,
            recipient_uid: lena.uid,
            created_at: ago(30),
            message_type: 'text',
            message: 'Can you help me with this one?',
          },
        ]),
    );

    const cardOf = (at: typeof page) => at.getByRole('article', { name: 'Card request' });
    // Listening before the answer comes: realtime starts once the page has settled.
    await openLive(priya.page, `/friends/chats/${lena.uid}`);
    await expect(cardOf(priya.page)).toContainText('No answers yet');
    await page.goto(`/friends/chats/${priya.user.uid}`);
    await expect(cardOf(page)).toContainText('No answers yet');

    await cardOf(page).getByRole('link', { name: 'Answer this request' }).click();
    await page
      .getByRole('textbox', { name: 'Phrase in German' })
      .fill('Entschuldigung, die Heizung ist kaputt.');
    await page
      .getByRole('textbox', { name: 'Translation', exact: true })
      .fill('Excuse me, the heating is broken.');
    await page.getByRole('button', { name: 'Post answer' }).click();
    await expect(page.getByText('Thanks! Your answer is posted')).toBeVisible();

    // The asker, thread open, is told of the answer; the card there counts it.
    await expect(
      priya.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }),
    ).toBeVisible();
    await expect(cardOf(priya.page)).toContainText('1 answer');
    await expect(cardOf(priya.page)).not.toContainText('No answers yet');

    // The helper goes back to the thread: the card counts the answer just written.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/friends/chats/${priya.user.uid}$`));
    await expect(cardOf(page)).toContainText('1 answer');
  } finally {
    await priya.close();
  }
});
