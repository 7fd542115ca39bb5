import { test, expect, createTestUser } from './fixtures.ts';
import { adminClient, clientAs, makeFriends, secondPerson, toastWith } from './friends-helpers.ts';
import { ownPhrase } from './learn-helpers.ts';
import { keptForOffline } from './offline-helpers.ts';

const WAITING = 'Waiting for the network: sent when you are back online';

/** The messages of `kind` from one user to another, as stored. */
async function sent(from: string, to: string, kind: 'recommendation' | 'request') {
  const { data } = await adminClient()
    .from('chat_message')
    .select('id, phrase_id, request_id, message')
    .eq('sender_uid', from)
    .eq('recipient_uid', to)
    .eq('message_type', kind);
  return data ?? [];
}

test.describe('without a network', () => {
  // As learners have the app: the service worker keeps its files, so only data needs the network.
  test.use({ serviceWorkers: 'allow' });

  test('a recommendation of a new phrase written offline waits in the thread, survives a reload, and is sent once', async ({
    context,
    page,
    signedInUser: ana,
  }) => {
    const ben = await createTestUser();
    await makeFriends(ana, ben);
    const phrase = `${ownPhrase('On se voit demain')} ?`;
    await page.goto(`/friends/chats/${ben.uid}/recommend`);
    await expect(
      page.getByRole('heading', { name: `Recommend a phrase to ${ben.username}` }),
    ).toBeVisible();
    await keptForOffline(page);

    await context.setOffline(true);
    await page.getByText('Write a new one').click();
    await page.getByRole('combobox', { name: 'Language of the phrase' }).selectOption('fra');
    await page.getByRole('textbox', { name: 'Phrase' }).fill(phrase);
    await page.getByRole('combobox', { name: 'Translation language' }).selectOption('eng');
    await page.getByRole('textbox', { name: 'Translation' }).fill('See you tomorrow?');
    await page.getByRole('textbox', { name: 'A note (optional)' }).fill('For Friday');
    await page.getByRole('button', { name: 'Send recommendation' }).click();
    await expect(
      toastWith(page, 'Recommendation not sent yet: it is sent as soon as it can be'),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/friends/chats/${ben.uid}$`));
    const log = page.getByRole('log', { name: `Messages with ${ben.username}` });
    await expect(log).toContainText('Your recommendation');
    await expect(log.getByText(phrase)).toHaveAttribute('lang', 'fr');
    await expect(log).toContainText('“For Friday”');
    await expect(log.getByText(WAITING)).toBeVisible();
    // Waiting is not failing.
    await expect(log.getByRole('alert')).toHaveCount(0);

    // Kept in this browser, not in the page: the worker serves the page again offline. (A page
    // loaded under Chromium's offline emulation believes it is online: it says 'Not sent', in
    // words rather than the browser's 'TypeError: Failed to fetch'.)
    await page.reload();
    await expect(log.getByText(phrase)).toBeVisible();
    await expect(log).toContainText('Your recommendation');
    await expect(log.getByRole('alert')).toContainText('Not sent: The server did not answer');
    expect(await sent(ana.uid, ben.uid, 'recommendation')).toEqual([]);

    await context.setOffline(false);
    // The outbox's next try (1 s, 2 s, 4 s … apart, at most 30 s) sends it.
    const card = log.getByRole('article', { name: 'Recommended phrase' });
    await expect(card).toContainText(phrase, { timeout: 35_000 });
    await expect(card).toContainText('See you tomorrow?');
    await expect(log.getByText(WAITING)).toHaveCount(0);
    const stored = await sent(ana.uid, ben.uid, 'recommendation');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.message).toBe('For Friday');
    const { data: phrases } = await adminClient()
      .from('phrase')
      .select('id')
      .eq('text', phrase)
      .eq('added_by', ana.uid);
    expect(phrases).toEqual([{ id: stored[0]?.phrase_id }]);
  });
});

test("a shared request the server fails to take waits in each friend's thread, across a reload, and is posted once to each", async ({
  page,
  signedInUser: ana,
  baseURL,
}) => {
  const ben = await secondPerson(baseURL!);
  const cy = await createTestUser();
  try {
    await makeFriends(ana, ben.user);
    await makeFriends(ana, cy);
    const prompt = ownPhrase('How do I say I am running late');
    const { data: request } = await (
      await clientAs(ana)
    )
      .from('phrase_request')
      .insert({ lang: 'spa', prompt })
      .select('id')
      .single();
    let serverDown = true;
    let tries = 0;
    await page.route('**/rest/v1/chat_message*', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      tries += 1;
      // A server fault first, then no answer at all: both are worth another try.
      if (serverDown && tries === 1)
        return route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
      return serverDown ? route.abort('connectionrefused') : route.fallback();
    });

    await page.goto(`/friends/share?request=${request!.id}`);
    await expect(page.getByText(prompt)).toBeVisible();
    await page.getByRole('checkbox', { name: 'All friends' }).check();
    await page.getByRole('textbox', { name: 'A note (optional)' }).fill('Any idea?');
    await page.getByRole('button', { name: 'Send to 2 friends' }).click();
    await expect(
      toastWith(page, 'Not sent yet to 2 friends: it is sent as soon as it can be'),
    ).toBeVisible();
    // Nothing in the form says it failed: it went on as a send does.
    await expect(page).toHaveURL(/\/friends\/chats$/);

    await page.goto(`/friends/chats/${cy.uid}`);
    const log = page.getByRole('log', { name: `Messages with ${cy.username}` });
    await expect(log).toContainText('A card request you shared');
    await expect(log).toContainText(prompt);
    await expect(log).toContainText('“Any idea?”');
    // One message is tried at a time, oldest first: the other friend's may be the one failing.
    await expect(log.getByRole('article', { name: 'Card request' })).toHaveCount(0);

    // After a reload on the chats' list (no thread open), the chats send it once the server is back.
    await page.goto('/friends/chats');
    await page.reload();
    serverDown = false;
    const benCard = ben.page.getByRole('article', { name: 'Card request' });
    await ben.page.goto(`/friends/chats/${ana.uid}`);
    await expect(benCard).toContainText(prompt, { timeout: 35_000 });
    await expect(benCard).toContainText('“Any idea?”');
    await expect.poll(async () => (await sent(ana.uid, cy.uid, 'request')).length).toBe(1);
    expect(await sent(ana.uid, ben.user.uid, 'request')).toEqual([
      expect.objectContaining({ request_id: request!.id, message: 'Any idea?' }),
    ]);
    await page.goto(`/friends/chats/${cy.uid}`);
    await expect(log.getByRole('article', { name: 'Card request' })).toContainText(prompt);
    await expect(log.getByRole('alert')).toHaveCount(0);
  } finally {
    await ben.close();
  }
});
