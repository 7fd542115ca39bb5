import { randomUUID } from 'node:crypto';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';
import {
  adminClient,
  clientAs,
  makeFriends,
  secondPerson,
  toastWith,
  useScheme,
} from './friends-helpers.ts';
import { createDeck, must } from './learn-helpers.ts';
import { expectBell, notificationRow, openNotifications } from './notifications-helpers.ts';

/**
 * docs/product.md "Corrections": a friend corrects the learner's sentence at their own browser;
 * the learner sees what changed, word by word, and makes the corrected sentence a card of their
 * deck, which keeps their sentence as its note and the friend as its source; the friend hears
 * of it on the bell. Romanian and Slovak decks: no other spec reads those libraries.
 */

/** The corrections `from` sent to `to`, as the database holds them. */
async function storedCorrections(from: string, to: string) {
  return must(
    await adminClient()
      .from('chat_message')
      .select('message, related_message_id')
      .eq('sender_uid', from)
      .eq('recipient_uid', to)
      .eq('message_type', 'correction'),
  ) as { message: string; related_message_id: string }[];
}

test('a friend corrects my sentence; I see the changed words and make it a card with its note and source', async ({
  page,
  baseURL,
  signedInUser: ana,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const original = `Ieri eu merg la piață ${tag}`;
  const corrected = `Ieri am mers la piață ${tag}`;
  const ben = await secondPerson(baseURL!);
  try {
    await makeFriends(ana, ben.user);
    const benApi = await clientAs(ben.user);
    must(
      await benApi
        .from('user_profile')
        .update({ languages_known: [{ lang: 'ron', level: 'fluent' }] })
        .eq('uid', ben.user.uid),
    );
    const anaApi = await clientAs(ana);
    await createDeck(anaApi, 'slk');
    await createDeck(anaApi, 'ron');
    const [{ id: originalId }] = must(
      await anaApi
        .from('chat_message')
        .insert({ recipient_uid: ben.user.uid, message_type: 'text', message: original })
        .select('id'),
    ) as [{ id: string }];

    // Ana keeps the thread open: the correction arrives live.
    await page.goto(`/friends/chats/${ben.user.uid}`);
    const anaLog = page.getByRole('log', { name: `Messages with ${ben.user.username}` });
    await expect(anaLog).toContainText(original);
    // Her own message offers no correction: only a friend's does.
    await expect(anaLog.getByRole('button', { name: /^Suggest a correction/ })).toHaveCount(0);

    await ben.page.goto(`/friends/chats/${ana.uid}`);
    const benLog = ben.page.getByRole('log', { name: `Messages with ${ana.username}` });
    await benLog.getByRole('button', { name: `Suggest a correction: ${original}` }).click();
    const box = benLog.getByRole('textbox', { name: 'Your correction' });
    await expect(box).toHaveValue(original);
    await expectNoSeriousAxeViolations(ben.page);
    await benLog.getByRole('button', { name: 'Send correction' }).click();
    await expect(benLog.getByText('A correction must change the message')).toBeVisible();
    await box.fill(corrected);
    await benLog.getByRole('button', { name: 'Send correction' }).click();
    await expect(
      benLog
        .getByRole('article', { name: 'Correction' })
        .getByText(`You suggested a correction of ${ana.username}'s message`),
    ).toBeVisible();
    await expect
      .poll(() => storedCorrections(ben.user.uid, ana.uid))
      .toEqual([{ message: corrected, related_message_id: originalId }]);

    // Ana: her sentence turned into Ben's, inserted and deleted words marked.
    const correction = anaLog.getByRole('article', { name: 'Correction' });
    await expect(correction).toContainText(
      `${ben.user.username} suggested a correction of your message`,
    );
    await expect(correction.getByRole('deletion')).toContainText(['deleted: eu merg']);
    await expect(correction.getByRole('insertion')).toContainText(['inserted: am mers']);

    await correction.getByRole('button', { name: 'Make it a card' }).click();
    const form = correction.getByRole('form', { name: 'Make it a card' });
    // Ben speaks Romanian: that deck comes first.
    await expect(form.getByRole('combobox', { name: 'Deck' })).toHaveValue('ron');
    // The focus went on into the form that replaced the button, which is in view.
    await expect(form.getByRole('combobox', { name: 'Deck' })).toBeFocused();
    await expect(form.getByRole('button', { name: 'Add card' })).toBeInViewport();
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('combobox', { name: 'Deck' }).selectOption('slk');
    await form.getByRole('combobox', { name: 'Deck' }).selectOption('ron');
    await form.getByRole('button', { name: 'Add card' }).click();
    await expect(form.getByText('Please enter a translation')).toBeVisible();
    await form
      .getByRole('textbox', { name: /^Translation/ })
      .fill('Yesterday I went to the market');
    await expect(form.getByRole('combobox', { name: 'Translation language' })).toHaveValue('eng');
    await form.getByRole('button', { name: 'Add card' }).click();
    await expect(toastWith(page, 'Added to your Romanian deck')).toBeVisible();

    // The card: in the Romanian deck, with Ana's sentence as its note and Ben as its source.
    await correction.getByRole('link', { name: 'Romanian deck' }).click();
    await expect(page).toHaveURL(/\/learn\/ron\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: corrected })).toBeVisible();
    const myCard = page.getByRole('region', { name: 'My card' });
    await expect(myCard).toContainText(`From a correction by ${ben.user.username}`);
    await expect(myCard).toContainText(original);
    await expect(page.getByRole('region', { name: 'Translations' })).toContainText(
      'Yesterday I went to the market',
    );
    const cards = must(
      await anaApi
        .from('user_card')
        .select('lang, status, note, source_uid, phrase:phrase(text)')
        .eq('direction', 'recognise')
        .not('source_message_id', 'is', null),
    );
    expect(cards).toEqual([
      {
        lang: 'ron',
        status: 'active',
        note: original,
        source_uid: ben.user.uid,
        phrase: { text: corrected },
      },
    ]);

    // Ben's bell says so, and links to the thread (ana's invitation was read as he accepted it).
    await expectBell(ben.page, 'Notifications, 1 unread');
    await openNotifications(ben.page);
    await notificationRow(ben.page, `${ana.username} made your correction a card`).click();
    await expect(ben.page).toHaveURL(new RegExp(`/friends/chats/${ana.uid}$`));
    const told = must(
      await adminClient()
        .from('notification')
        .select('uid, kind, actor_uid')
        .in('kind', ['correction_received', 'correction_carded'])
        .in('uid', [ana.uid, ben.user.uid])
        .order('created_at'),
    );
    expect(told).toEqual([
      { uid: ana.uid, kind: 'correction_received', actor_uid: ben.user.uid },
      { uid: ben.user.uid, kind: 'correction_carded', actor_uid: ana.uid },
    ]);
  } finally {
    await ben.close();
  }
});

test('a correction survives a failed request like a message, and is stored once', async ({
  page,
  signedInUser: ben,
  baseURL,
}) => {
  const ana = await secondPerson(baseURL!);
  try {
    await makeFriends(ana.user, ben);
    const original = `Eu am obosit ${randomUUID().slice(0, 6)}`;
    const anaApi = await clientAs(ana.user);
    must(
      await anaApi
        .from('chat_message')
        .insert({ recipient_uid: ben.uid, message_type: 'text', message: original }),
    );
    await useScheme(page, 'light');
    await page.goto(`/friends/chats/${ana.user.uid}`);
    // Every send fails until the learner retries: the outbox also tries again by itself, and on
    // a loaded machine its own retry went through before the click, taking 'Retry' away.
    let retried = false;
    await page.route('**/rest/v1/chat_message*', async (route) => {
      if (route.request().method() === 'POST' && !retried) await route.abort('connectionfailed');
      else await route.fallback();
    });
    const log = page.getByRole('log');
    await log.getByRole('button', { name: `Suggest a correction: ${original}` }).click();
    await log
      .getByRole('textbox', { name: 'Your correction' })
      .fill(original.replace('am obosit', 'sunt obosit'));
    await log.getByRole('button', { name: 'Send correction' }).click();
    await expect(log.getByRole('alert')).toContainText('Not sent');
    expect(await storedCorrections(ben.uid, ana.user.uid)).toEqual([]);
    retried = true;
    await log.getByRole('button', { name: 'Retry' }).click();
    await expect(log.getByRole('article', { name: 'Correction' })).toBeVisible();
    await expect(log.getByRole('alert')).toHaveCount(0);
    expect(await storedCorrections(ben.uid, ana.user.uid)).toHaveLength(1);
    // The marked words read in the light scheme too.
    await expect(log.getByRole('insertion')).toContainText(['sunt']);
    await expectNoSeriousAxeViolations(page);
  } finally {
    await ana.close();
  }
});
