import { test, expect, createTestUser } from './fixtures.ts';
import {
  adminClient,
  clientAs,
  createNamedUser,
  makeFriends,
  secondPerson,
  toastWith,
} from './friends-helpers.ts';
import { addPhrases, ownPhrase, userClient } from './learn-helpers.ts';

/** Ben's card for a phrase and whether he has the deck, as stored. */
async function cardOf(uid: string, phraseId: string) {
  const { data } = await adminClient()
    .from('user_card')
    .select('status, lang')
    .eq('uid', uid)
    .eq('phrase_id', phraseId)
    .maybeSingle();
  return data;
}

test.describe('recommendations and requests', () => {
  test('a recommendation appears live in the open thread; accepting puts the card in the deck and the sender sees it live', async ({
    page,
    signedInUser: ben,
    baseURL,
  }) => {
    // Ana knows Spanish and recommends from the library; Ben (English) has no Spanish deck.
    const ana = await secondPerson(baseURL!, {
      user: await createNamedUser(`ana_${Math.random().toString(36).slice(2, 8)}`, 'spa'),
    });
    try {
      await makeFriends(ana.user, ben);
      await page.goto(`/friends/chats/${ana.user.uid}`);
      const benLog = page.getByRole('log', { name: `Messages with ${ana.user.username}` });
      await expect(benLog).toContainText('No messages yet');

      await ana.page.goto(`/friends/chats/${ben.uid}`);
      await ana.page.getByRole('link', { name: 'Recommend a phrase' }).click();
      await expect(
        ana.page.getByRole('heading', { name: `Recommend a phrase to ${ben.username}` }),
      ).toBeVisible();
      const search = ana.page.getByRole('combobox', { name: 'Search phrases' });
      const option = ana.page.getByRole('option', { name: /La cuenta, por favor\./ });
      await search.fill('xyzzy');
      await expect(ana.page.getByRole('status').filter({ hasText: 'xyzzy' })).toHaveText(
        'No phrase in Spanish, nor its translation, contains “xyzzy”. Write a new one instead.',
      );
      // Found by its translation too, as quick search finds it.
      await search.fill('the CHECK, please');
      await expect(option).toContainText('The check, please.');
      await search.fill('CUENTA, POR');
      await expect(option).toContainText('The check, please.');
      // Picked with the keyboard, as in quick search: the arrows mark a result, Enter picks it.
      const results = await ana.page.getByRole('option').count();
      for (let i = 0; i < results && (await option.getAttribute('aria-selected')) !== 'true'; i++) {
        await search.press('ArrowDown');
      }
      await expect(search).toHaveAttribute(
        'aria-activedescendant',
        (await option.getAttribute('id'))!,
      );
      await search.press('Enter');
      await expect(ana.page.getByRole('option')).toHaveCount(1);
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await expect(search).toBeFocused();
      await ana.page
        .getByRole('textbox', { name: 'A note (optional)' })
        .fill('Useful every evening!');
      await ana.page.getByRole('button', { name: 'Send recommendation' }).click();
      await expect(toastWith(ana.page, 'Recommendation sent')).toBeVisible();
      await expect(ana.page).toHaveURL(new RegExp(`/friends/chats/${ben.uid}$`));

      // Ben's open thread shows it without a reload.
      const card = benLog.getByRole('article', { name: 'Recommended phrase' });
      await expect(card).toContainText('La cuenta, por favor.');
      await expect(card).toContainText('The check, please.');
      await expect(card).toContainText('“Useful every evening!”');
      await expect(card).toContainText('You are not learning Spanish yet.');
      const { data: message } = await adminClient()
        .from('chat_message')
        .select('phrase_id, message, lang')
        .eq('sender_uid', ana.user.uid)
        .eq('message_type', 'recommendation')
        .single();
      expect(message).toMatchObject({ message: 'Useful every evening!', lang: 'spa' });
      expect(await cardOf(ben.uid, message!.phrase_id!)).toBeNull();

      // Ana's copy waits; Ben accepts into a new deck; Ana sees it at once.
      const anaCard = ana.page.getByRole('article', { name: 'Recommended phrase' });
      await expect(anaCard).toContainText('Not added yet');
      await card.getByRole('button', { name: 'Start a Spanish deck with this card' }).click();
      await expect(toastWith(page, 'Added to your Spanish deck')).toBeVisible();
      await expect(card.getByRole('radio', { name: 'Learning' })).toBeChecked();
      expect(await cardOf(ben.uid, message!.phrase_id!)).toEqual({ status: 'active', lang: 'spa' });
      await expect(anaCard).toContainText(`${ben.username} added it to their deck`);
      await expect(ana.page.getByRole('log')).toContainText(
        `${ben.username} accepted your recommendation: “La cuenta, por favor.”`,
      );
      await expect(
        ana.page
          .getByRole('navigation', { name: 'Chats' })
          .getByRole('link', { name: new RegExp(ben.username) }),
      ).toContainText('accepted your recommendation');

      // The card's status control changes the card.
      await card.getByText('Learned').click();
      await expect
        .poll(async () => (await cardOf(ben.uid, message!.phrase_id!))?.status)
        .toBe('learned');
    } finally {
      await ana.close();
    }
  });

  test("a new phrase is written, added to the library and recommended, with the spec's messages", async ({
    page,
    signedInUser: ana,
  }) => {
    const tutoie = `${ownPhrase('On se tutoie')} ?`;
    const ben = await createTestUser();
    await makeFriends(ana, ben);
    await page.goto(`/friends/chats/${ben.uid}/recommend`);
    await page.getByText('Write a new one').click();
    await page.getByRole('combobox', { name: 'Translation language' }).selectOption('');
    await page.getByRole('button', { name: 'Send recommendation' }).click();
    await expect(page.getByText('Provide a language for the translation')).toBeVisible();
    await expect(page.getByText('Required')).toHaveCount(2);

    await page.getByRole('combobox', { name: 'Language of the phrase' }).selectOption('fra');
    await page.getByRole('textbox', { name: 'Phrase' }).fill(tutoie);
    await page.getByRole('combobox', { name: 'Translation language' }).selectOption('eng');
    await page.getByRole('textbox', { name: 'Translation' }).fill('Shall we be informal?');
    await page.getByRole('button', { name: 'Send recommendation' }).click();
    await expect(toastWith(page, 'Recommendation sent')).toBeVisible();
    await expect(page.getByRole('log').getByRole('article')).toContainText(tutoie);

    const { data: phrase } = await adminClient()
      .from('phrase')
      .select('id, lang, added_by, translations:phrase_translation(lang, text)')
      .eq('text', tutoie)
      .eq('added_by', ana.uid)
      .single();
    expect(phrase).toMatchObject({
      lang: 'fra',
      translations: [{ lang: 'eng', text: 'Shall we be informal?' }],
    });
    const { count } = await adminClient()
      .from('chat_message')
      .select('id', { count: 'exact', head: true })
      .eq('phrase_id', phrase!.id)
      .eq('recipient_uid', ben.uid);
    expect(count).toBe(1);
  });

  test("a new phrase the library has goes out as the library's phrase, with the translation added", async ({
    page,
    signedInUser: ana,
  }) => {
    // Written by someone else; Ana writes it in other case and punctuation.
    const tomorrow = ownPhrase('Nos vemos mañana');
    const [phraseId] = await addPhrases(await userClient(await createTestUser()), 'spa', [
      { text: tomorrow, translations: [{ lang: 'eng', text: 'See you tomorrow' }] },
    ]);
    const ben = await createTestUser();
    await makeFriends(ana, ben);
    await page.goto(`/friends/chats/${ben.uid}/recommend`);
    await page.getByText('Write a new one').click();
    await page.getByRole('combobox', { name: 'Language of the phrase' }).selectOption('spa');
    await page.getByRole('textbox', { name: 'Phrase' }).fill(`¡${tomorrow.toUpperCase()}!`);
    await page.getByRole('combobox', { name: 'Translation language' }).selectOption('eng');
    await page.getByRole('textbox', { name: 'Translation' }).fill('Until tomorrow');
    await page.getByRole('button', { name: 'Send recommendation' }).click();
    await expect(toastWith(page, 'Recommendation sent')).toBeVisible();
    await expect(page.getByRole('log').getByRole('article')).toContainText(tomorrow);

    const { data: sent } = await adminClient()
      .from('chat_message')
      .select('phrase_id')
      .eq('recipient_uid', ben.uid)
      .eq('message_type', 'recommendation');
    expect(sent).toEqual([{ phrase_id: phraseId }]);
    const { data: translations } = await adminClient()
      .from('phrase_translation')
      .select('text')
      .eq('phrase_id', phraseId);
    expect(translations!.map((t) => t.text).sort()).toEqual(['See you tomorrow', 'Until tomorrow']);
  });

  test("'Share with friends' posts a request card; 'Send to friends' posts a phrase to each friend picked", async ({
    page,
    signedInUser: ana,
    baseURL,
  }) => {
    const ben = await secondPerson(baseURL!);
    const cy = await createTestUser();
    try {
      await makeFriends(ana, ben.user);
      await makeFriends(ana, cy);
      const { data: request } = await (
        await clientAs(ana)
      )
        .from('phrase_request')
        .insert({ lang: 'spa', prompt: 'How do I ask for the bill politely?' })
        .select('id')
        .single();
      await ben.page.goto(`/friends/chats/${ana.uid}`);

      await page.goto('/friends/share');
      await expect(page.getByRole('alert')).toContainText('Nothing to share');
      // Opened from outside the app, the share screen goes on to the chats afterwards.
      await page.goto(`/friends/share?request=${request!.id}`);
      await expect(page.getByText('How do I ask for the bill politely?')).toBeVisible();
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Pick at least one friend')).toBeVisible();
      await page.getByRole('checkbox', { name: ben.user.username }).check();
      await page.getByRole('textbox', { name: 'A note (optional)' }).fill('Can you help?');
      await page.getByRole('button', { name: 'Send to 1 friend' }).click();
      await expect(toastWith(page, 'Sent to 1 friend')).toBeVisible();
      await expect(page).toHaveURL(/\/friends\/chats$/);

      const requestCard = ben.page.getByRole('article', { name: 'Card request' });
      await expect(requestCard).toContainText(`${ana.username} requested a card`);
      await expect(requestCard).toContainText('How do I ask for the bill politely?');
      await expect(requestCard).toContainText('No answers yet');
      await expect(requestCard.getByRole('link', { name: 'Answer this request' })).toHaveAttribute(
        'href',
        `/learn/spa/requests/${request!.id}`,
      );
      // A target a finger can hit (it was a 17 px line of small text).
      const share = requestCard.getByRole('link', { name: 'Share with friends' });
      expect((await share.boundingBox())?.height).toBeGreaterThanOrEqual(24);

      // 'Send to friends' on a phrase: pick friends, send, and come back to where it was.
      const { data: phrase } = await adminClient()
        .from('phrase')
        .select('id')
        .eq('text', 'Mucho gusto.')
        .single();
      const posted = await (await clientAs(ana)).from('chat_message').insert({
        recipient_uid: ben.user.uid,
        message_type: 'recommendation',
        lang: 'spa',
        phrase_id: phrase!.id,
      });
      expect(posted.error).toBeNull();
      await page.goto(`/friends/chats/${ben.user.uid}`);
      const sendToFriends = page
        .getByRole('article', { name: 'Recommended phrase' })
        .getByRole('link', { name: 'Send to friends' });
      expect((await sendToFriends.boundingBox())?.height).toBeGreaterThanOrEqual(24);
      await sendToFriends.click();
      await expect(page).toHaveURL(new RegExp(`/friends/share\\?phrase=${phrase!.id}$`));
      const allFriends = page.getByRole('checkbox', { name: 'All friends' });
      // As big a target as each friend's box (it was 16 px against their 20).
      const heights = await Promise.all(
        [allFriends, page.getByRole('checkbox', { name: ben.user.username })].map(
          async (box) => (await box.boundingBox())?.height,
        ),
      );
      expect(heights[0]).toBe(heights[1]);
      await allFriends.check();
      await page.getByRole('button', { name: 'Send to 2 friends' }).click();
      await expect(toastWith(page, 'Sent to 2 friends')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/friends/chats/${ben.user.uid}$`));
      await expect(ben.page.getByRole('article', { name: 'Recommended phrase' })).toHaveCount(2);
      const { data: sent } = await adminClient()
        .from('chat_message')
        .select('recipient_uid')
        .eq('sender_uid', ana.uid)
        .eq('phrase_id', phrase!.id);
      expect(sent!.map((m) => m.recipient_uid).sort()).toEqual(
        [ben.user.uid, ben.user.uid, cy.uid].sort(),
      );
    } finally {
      await ben.close();
    }
  });
});
