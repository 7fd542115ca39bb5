import { randomUUID } from 'node:crypto';
import { test, expect } from './fixtures.ts';
import { clientAs, createNamedUser, makeFriends, toastWith } from './friends-helpers.ts';
import { must } from './learn-helpers.ts';

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /**
   * A recommendation in a language I have no deck of offers to start one with the card. Its
   * button read 'Start a English deck with this card' and, on one line, ran out of the card
   * and past the screen's edge.
   */
  test('a recommendation in a language without a deck offers, in the card, to start one', async ({
    page,
    signedInUser: me,
  }) => {
    const friend = await createNamedUser(`rec_${randomUUID().slice(0, 8)}`, 'eng');
    await makeFriends(me, friend);
    const friendApi = await clientAs(friend);
    const text = `Break a leg, ${randomUUID().slice(0, 6)}!`;
    const added = must(
      await friendApi.rpc('add_or_reuse_phrase', {
        lang: 'eng',
        phrase_text: text,
        translation_lang: 'deu',
        translation_text: 'Hals- und Beinbruch!',
        phrase_id: randomUUID(),
      }),
    ) as { phrase: { id: string } };
    must(
      await friendApi.from('chat_message').insert({
        recipient_uid: me.uid,
        message_type: 'recommendation',
        lang: 'eng',
        phrase_id: added.phrase.id,
      }),
    );

    await page.goto(`/friends/chats/${friend.uid}`);
    const card = page.getByRole('article', { name: 'Recommended phrase' });
    await expect(card).toContainText(text);
    await expect(card).toContainText('You are not learning English yet.');
    const start = card.getByRole('button', { name: 'Start an English deck with this card' });
    await expect(start).toBeVisible();
    const [cardBox, startBox] = [(await card.boundingBox())!, (await start.boundingBox())!];
    expect(startBox.x + startBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await start.click();
    await expect(toastWith(page, 'Added to your English deck')).toBeVisible();
    await expect(card.getByRole('radio', { name: 'Learning' })).toBeChecked();
  });
});
