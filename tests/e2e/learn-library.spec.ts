import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import {
  addPhrases,
  adminClient,
  createDeck,
  ownPhrase,
  reviewToday,
  setCardStatus,
  userClient,
} from './learn-helpers.ts';

const results = (page: Page) => page.getByRole('list', { name: 'Occitan phrases' });
const eng = (text: string) => [{ lang: 'eng', text }];

test.describe('library and search', () => {
  test('each filter, the tags and accent-blind search pick the phrases they name; views are URLs', async ({
    page,
    signedInUser,
  }) => {
    const client = await userClient(signedInUser);
    // Added before the deck exists: library phrases that are not cards of mine.
    const [bonDia] = await addPhrases(client, 'oci', [
      { text: ownPhrase('Bon dia'), translations: eng('Good morning') },
      { text: ownPhrase('Adéu'), translations: [{ lang: 'fra', text: 'Au revoir' }] },
    ]);
    await createDeck(client, 'oci');
    const [gracies, siUsPlau, perdo, bonaNit] = await addPhrases(client, 'oci', [
      { text: ownPhrase('Gràcies'), translations: eng('Thank you') },
      { text: ownPhrase('Si us plau'), translations: eng('Please') },
      { text: ownPhrase('Perdó'), translations: eng('Sorry') },
      { text: ownPhrase('Bona nit'), translations: eng('Good night') },
    ]);
    await setCardStatus(client, [siUsPlau!], 'learned');
    await setCardStatus(client, [perdo!], 'skipped');
    await reviewToday(client, 'oci', [{ phraseId: gracies!, score: 3 }]);
    for (const id of [bonDia!, bonaNit!]) {
      const { error } = await client.rpc('add_phrase_tag', {
        phrase_id: id,
        tag_name: 'greetings',
      });
      expect(error).toBeNull();
    }

    await page.goto('/learn/oci/library');
    await expect(page.getByRole('heading', { name: 'Library', level: 2 })).toBeVisible();
    await expect(results(page).getByRole('listitem')).toHaveCount(6);
    const count = page.getByRole('status').filter({ hasText: /phrases?$/ });
    await expect(count).toHaveText('6 phrases');

    const expected: [string, string, string[]][] = [
      [
        'In languages I know',
        'language_filtered',
        ['Bon dia', 'Gràcies', 'Si us plau', 'Perdó', 'Bona nit'],
      ],
      ['Needs a translation I can read', 'language_no_translations', ['Adéu']],
      ['Not in my deck', 'not_in_deck', ['Bon dia', 'Adéu']],
      ['Active cards', 'active', ['Gràcies', 'Bona nit']],
      ['Learned or skipped', 'inactive', ['Si us plau', 'Perdó']],
      ['Reviewed in the last 7 days', 'reviewed_last_7d', ['Gràcies']],
      ['All phrases', '', ['Bon dia', 'Adéu', 'Gràcies', 'Si us plau', 'Perdó', 'Bona nit']],
    ];
    const show = page.getByRole('combobox', { name: 'Show' });
    for (const [label, value, phrases] of expected) {
      await show.selectOption({ label });
      await expect(page).toHaveURL(value ? new RegExp(`filter=${value}`) : /\/library$/);
      const items = results(page).getByRole('listitem');
      await expect(items).toHaveCount(phrases.length);
      await expect(count).toHaveText(value ? `${phrases.length} of 6 phrases` : '6 phrases');
      for (const phrase of phrases)
        await expect(items.filter({ hasText: phrase }), `${value}: ${phrase}`).toHaveCount(1);
    }

    await page.getByRole('button', { name: 'greetings', exact: true }).click();
    await expect(page).toHaveURL(/tags=greetings/);
    await expect(results(page).getByRole('listitem')).toHaveCount(2);
    await show.selectOption({ label: 'Not in my deck' });
    await expect(results(page).getByRole('listitem')).toHaveText([/Bon dia/]);
    // The view is the URL: a reload shows the same.
    await page.reload();
    await expect(page.getByRole('button', { name: 'greetings', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(show).toHaveValue('not_in_deck');
    await expect(results(page).getByRole('listitem')).toHaveText([/Bon dia/]);

    await page.goto('/learn/oci/search');
    const box = page.getByRole('searchbox', { name: 'Search phrases and translations' });
    await expect(box).toBeFocused();
    await box.fill('GRACIES');
    await expect(results(page).getByRole('listitem')).toHaveText([/Gràcies/]);
    await expect(page).toHaveURL(/text=GRACIES/);
    await box.fill('night');
    await expect(results(page).getByRole('listitem')).toHaveText([/Bona nit/]);
    await box.fill('xyzzy');
    await expect(page.getByText('Nothing matches "xyzzy".')).toBeVisible();
    await expect(count).toHaveText('0 of 6 phrases');
    await expect(page.getByRole('link', { name: 'Add "xyzzy" as a new phrase' })).toHaveAttribute(
      'href',
      '/learn/oci/add-phrase?text=xyzzy',
    );
  });

  test('a status change shows at once and survives a reload', async ({ page, signedInUser }) => {
    const client = await userClient(signedInUser);
    const holaText = ownPhrase('Hola');
    const [hola] = await addPhrases(client, 'bre', [
      { text: holaText, translations: eng('Hello') },
    ]);
    await createDeck(client, 'bre');
    const card = async () =>
      (
        await adminClient()
          .from('user_card')
          .select('status')
          .eq('uid', signedInUser.uid)
          .eq('phrase_id', hola!)
          .maybeSingle()
      ).data;

    await page.goto('/learn/bre/library');
    await page.getByRole('button', { name: `Add to deck: ${holaText}` }).click();
    const control = page.getByRole('button', { name: `Active card: ${holaText}. Change status` });
    await expect(control).toBeVisible();
    await expect.poll(card).toEqual({ status: 'active' });
    await page.reload();
    await control.click();
    await page.getByRole('menuitem', { name: /^Learned/ }).click();
    await expect(
      page.getByRole('button', { name: `Learned card: ${holaText}. Change status` }),
    ).toBeVisible();
    await expect.poll(card).toEqual({ status: 'learned' });
    await page.reload();
    await expect(
      page.getByRole('button', { name: `Learned card: ${holaText}. Change status` }),
    ).toBeVisible();
    // The deck's counts follow without a reload.
    await page.getByRole('link', { name: 'Back to the deck' }).click();
    await expect(page.getByRole('region', { name: 'Cards' })).toContainText('1Learned');
  });

  test('a card changed under a filter keeps its row until the view changes', async ({
    page,
    signedInUser,
  }) => {
    const client = await userClient(signedInUser);
    // One word of this test's own: other tests add Breton phrases to the same library.
    const word = ownPhrase('Kenavo').replace(' ', '');
    const [holaText, adiosText] = [`Hola ${word}`, `Adiós ${word}`];
    // Added before the deck exists: library phrases that are not cards of mine.
    await addPhrases(client, 'bre', [
      { text: holaText, translations: eng('Hello') },
      { text: adiosText, translations: eng('Goodbye') },
    ]);
    await createDeck(client, 'bre');
    const list = page.getByRole('list', { name: 'Breton phrases' });
    const rows = list.getByRole('listitem');

    await page.goto(`/learn/bre/library?filter=not_in_deck&text=${word}`);
    await expect(rows).toHaveCount(2);
    await page.getByRole('button', { name: `Add to deck: ${holaText}` }).focus();
    await page.keyboard.press('Enter');
    // The row vanished at once, and the focus with it, without a word of where it went.
    const holaActive = page.getByRole('button', {
      name: `Active card: ${holaText}. Change status`,
    });
    await expect(holaActive).toBeFocused();
    await expect(rows).toHaveCount(2);

    const show = page.getByRole('combobox', { name: 'Show' });
    await show.selectOption({ label: 'Active cards' });
    await expect(rows).toHaveText([new RegExp(holaText)]);
    await holaActive.click();
    await page.getByRole('menuitem', { name: /^Skipped/ }).click();
    await expect(
      page.getByRole('button', { name: `Skipped card: ${holaText}. Change status` }),
    ).toBeVisible();
    await expect(rows).toHaveCount(1);
    // A new view filters by the cards as they are.
    await show.selectOption({ label: 'Not in my deck' });
    await expect(rows).toHaveText([new RegExp(adiosText)]);
    await show.selectOption({ label: 'Active cards' });
    await expect(page.getByText(`Nothing matches "${word}".`)).toBeVisible();
  });
});
