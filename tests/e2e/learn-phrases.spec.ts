import { test, expect } from './fixtures.ts';
import {
  addPhrases,
  adminClient,
  createDeck,
  expectToast,
  must,
  ownPhrase,
  userClient,
} from './learn-helpers.ts';
import { toastWith } from './friends-helpers.ts';

test.describe('phrases', () => {
  test('add a phrase: the spec’s messages, a similar-phrase hint, one phrase per draft, then found by search', async ({
    page,
    signedInUser,
  }) => {
    const client = await userClient(signedInUser);
    await createDeck(client, 'glg');
    // The test's own phrases: the library refuses a second "Bon dia" from another run.
    const bonDia = ownPhrase('Bon dia');
    const profit = ownPhrase('Bon profit');
    const text = () => new URL(page.url()).searchParams.get('text');
    await addPhrases(client, 'glg', [
      { text: bonDia, translations: [{ lang: 'eng', text: 'Good morning' }] },
    ]);

    await page.goto('/learn/glg/add-phrase');
    const phrase = page.getByRole('textbox', { name: 'Phrase in Galician' });
    const addButton = page.getByRole('button', { name: 'Add phrase' });
    await phrase.fill(profit);
    await expect.poll(text).toBe(profit);
    await page.reload();
    await expect(phrase).toHaveValue(profit);
    await expect(page.getByRole('combobox', { name: 'Translation language' })).toHaveValue('eng');
    const hint = page.getByRole('region', { name: 'Similar phrases already in the library' });
    await expect(hint).toContainText('Bon dia');
    // The hint comes under the form: nothing the learner fills in or taps moves as it comes.
    const [button, hintBox] = [(await addButton.boundingBox())!, (await hint.boundingBox())!];
    expect(hintBox.y).toBeGreaterThanOrEqual(button.y + button.height);
    await page.getByRole('button', { name: 'Add phrase' }).click();
    await expect(page.getByText('Required')).toHaveCount(1);
    // Longer than the database keeps: said before anything is sent, not in its words.
    await phrase.fill('b'.repeat(1001));
    await page.getByRole('button', { name: 'Add phrase' }).click();
    await expect(page.getByText('A phrase can be at most 1,000 characters')).toBeVisible();
    // One the library has already, in another case and without its punctuation: refused, and
    // the hint under the form leads to it.
    await phrase.fill(`${bonDia.replace('Bon dia', 'bon DIA')}!`);
    await page.getByRole('textbox', { name: 'Translation', exact: true }).fill('Morning');
    await page.getByRole('button', { name: 'Add phrase' }).click();
    await expect(
      page.getByText('This phrase is already in the library: open it below to add it to your deck'),
    ).toBeVisible();
    await expect(hint.getByRole('link', { name: 'Bon dia' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Translation', exact: true }).fill('');

    await phrase.fill(`${profit}!`);
    await expect.poll(text).toBe(`${profit}!`);
    await page.getByRole('textbox', { name: 'Translation', exact: true }).fill('Enjoy your meal!');
    // A double click sends the same client-made id twice: one phrase.
    await page.getByRole('button', { name: 'Add phrase' }).dblclick();
    await expectToast(page, 'Phrase added to your deck');
    const added = page.getByRole('region', { name: /Added this visit/ });
    await expect(page.getByRole('heading', { name: 'Added this visit (1)' })).toBeVisible();
    await expect(phrase).toHaveValue('');
    // Ready for the next one: the focus is back in the phrase's box.
    await expect(phrase).toBeFocused();
    await expect(page).not.toHaveURL(/text=/);

    const rows = async () =>
      (
        await adminClient()
          .from('phrase')
          .select('id, text, phrase_translation(lang, text), user_card(uid, status)')
          .eq('lang', 'glg')
          .eq('added_by', signedInUser.uid)
          .eq('text', `${profit}!`)
      ).data;
    await expect.poll(async () => (await rows())?.length).toBe(1);
    expect((await rows())?.[0]).toMatchObject({
      phrase_translation: [{ lang: 'eng', text: 'Enjoy your meal!' }],
      user_card: [{ uid: signedInUser.uid, status: 'active' }],
    });
    expect(added).toBeDefined();

    await page.goto('/learn/glg/search');
    await page.getByRole('searchbox', { name: 'Search phrases and translations' }).fill('PROFIT');
    await expect(
      page.getByRole('list', { name: 'Galician phrases' }).getByRole('listitem'),
    ).toHaveText([new RegExp(`${profit}!`)]);
    await page.goto('/learn/glg/library');
    await expect(page.getByRole('link', { name: `${profit}!` })).toBeVisible();
  });

  test('phrase page: translations and tags with their rules, author, listen, copy link and send', async ({
    page,
    signedInUser,
  }) => {
    // An Asturian voice, as a browser with speech voices installed lists it; speaking records
    // the text. Plain script text: the test runner's transpiler would rename the functions.
    await page.addInitScript({
      content: `
        window.spoken = [];
        const voice = { lang: 'ast-ES', name: 'Test Asturian', default: true, localService: true, voiceURI: 'test' };
        const fake = {
          getVoices() { return [voice]; },
          speak(utterance) { window.spoken.push(utterance.text); },
          cancel() {},
          addEventListener() {},
          removeEventListener() {},
        };
        Object.defineProperty(window, 'speechSynthesis', { configurable: true, get: () => fake });
        window.SpeechSynthesisUtterance = class {
          constructor(text) { this.text = text; this.voice = null; this.lang = ''; }
        };
      `,
    });
    const client = await userClient(signedInUser);
    await createDeck(client, 'ast');
    const finsDema = ownPhrase('Fins demà');
    const [id] = await addPhrases(client, 'ast', [
      { text: finsDema, translations: [{ lang: 'eng', text: 'See you tomorrow' }] },
    ]);
    await page.goto('/learn/ast/library');
    await page.getByRole('link', { name: finsDema }).click();
    await expect(page).toHaveURL(new RegExp(`/learn/ast/${id}$`));
    await expect(page.getByRole('heading', { name: finsDema, level: 2 })).toBeVisible();
    await expect(page.getByText(`Added by ${signedInUser.username}`)).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Active card: ${finsDema}. Change status` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send to friends' })).toHaveAttribute(
      'href',
      `/friends/share?phrase=${id}`,
    );
    await page.getByRole('button', { name: 'Listen' }).click();
    expect(await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).toEqual([
      finsDema,
    ]);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Link copied');

    await page.getByRole('button', { name: 'Add translation' }).click();
    await expect(page.getByText('Please enter a translation')).toBeVisible();
    await page.getByRole('textbox', { name: 'New translation' }).fill('d'.repeat(1001));
    await page.getByRole('button', { name: 'Add translation' }).click();
    await expect(page.getByText('A translation can be at most 1,000 characters')).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fra');
    await page.getByRole('textbox', { name: 'New translation' }).fill('À demain');
    await page.getByRole('button', { name: 'Add translation' }).click();
    await expect(page.getByRole('region', { name: 'Translations' })).toContainText('À demain');
    // Each translation after its language's name, a word apart.
    await expect(
      page.getByRole('region', { name: 'Translations' }).getByRole('listitem'),
    ).toContainText(['English See you tomorrow', 'French À demain']);
    // Once per phrase: the form knows what it shows; the database refuses one added meanwhile.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fra');
    await page.getByRole('textbox', { name: 'New translation' }).fill('À demain ');
    await page.getByRole('button', { name: 'Add translation' }).click();
    await expect(page.getByText('This phrase already has this translation')).toBeVisible();
    const meanwhile = await client
      .from('phrase_translation')
      .insert({ phrase_id: id!, lang: 'fra', text: 'À bientôt' });
    expect(meanwhile.error).toBeNull();
    await page.getByRole('textbox', { name: 'New translation' }).fill('À bientôt');
    await page.getByRole('button', { name: 'Add translation' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Could not add the translation' }),
    ).toContainText('This phrase already has this translation');
    // A translation of mine added by mistake can go again; the phrase keeps at least one.
    await page.reload();
    const translations = page.getByRole('region', { name: 'Translations' });
    await translations
      .getByRole('button', { name: 'Remove the translation À bientôt (French)' })
      .click();
    await expect(translations).not.toContainText('À bientôt');

    await page.getByRole('textbox', { name: 'New tag' }).fill('x'.repeat(41));
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect(page.getByText('A tag has at most 40 characters')).toBeVisible();
    await page.getByRole('textbox', { name: 'New tag' }).fill('Farewells');
    await page.getByRole('button', { name: 'Add tag' }).click();
    const tags = page.getByRole('region', { name: 'Tags' });
    await expect(tags.getByText('Farewells')).toBeVisible();
    const stored = await adminClient()
      .from('phrase')
      .select('phrase_translation(lang, text), phrase_tag(tag(name))')
      .eq('id', id!)
      .single();
    expect(stored.data).toMatchObject({
      phrase_translation: expect.arrayContaining([
        { lang: 'eng', text: 'See you tomorrow' },
        { lang: 'fra', text: 'À demain' },
      ]),
      phrase_tag: [{ tag: { name: 'Farewells' } }],
    });
    expect(stored.data?.phrase_translation).toHaveLength(2);
    const removeTag = tags.getByRole('button', { name: 'Remove tag Farewells' });
    expect((await removeTag.boundingBox())?.height).toBeGreaterThanOrEqual(24);
    await removeTag.click();
    await expect(tags.getByText('No tags yet.')).toBeVisible();

    await page.goto('/learn/ast/00000000-0000-0000-0000-00000000abcd');
    await expect(page.getByText('Phrase not found')).toBeVisible();
    await page.goto('/learn/ast/not-a-uuid');
    await expect(page.getByText('Phrase not found')).toBeVisible();
  });

  test('a tag is named as the language has it, and one the phrase has is refused', async ({
    page,
    signedInUser,
  }) => {
    const client = await userClient(signedInUser);
    await createDeck(client, 'ast');
    const [first, second] = await addPhrases(client, 'ast', [
      { text: ownPhrase('Bon día'), translations: [{ lang: 'eng', text: 'Good morning' }] },
      { text: ownPhrase('Bones nueches'), translations: [{ lang: 'eng', text: 'Good night' }] },
    ]);
    // The language's tag, in lower case: a learner's 'Greetings' links it.
    const tagName = ownPhrase('greetings');
    must(await client.rpc('add_phrase_tag', { phrase_id: first!, tag_name: tagName }));

    await page.goto(`/learn/ast/${second}`);
    const tags = page.getByRole('region', { name: 'Tags' });
    const box = tags.getByRole('textbox', { name: 'New tag' });
    await box.fill(tagName.toUpperCase());
    await tags.getByRole('button', { name: 'Add tag' }).click();
    // The toast named the tag as typed, beside a chip that read otherwise.
    await expectToast(page, `Tagged "${tagName}"`);
    await expect(tags.getByRole('listitem')).toHaveText([tagName]);

    await expect(toastWith(page, 'Tagged')).toHaveCount(0);
    // A second time changed nothing, and was toasted as if it had.
    await box.fill(`Greetings${tagName.slice('greetings'.length)}`);
    await tags.getByRole('button', { name: 'Add tag' }).click();
    await expect(tags.getByText('This phrase already has this tag')).toBeVisible();
    await expect(box).toBeFocused();
    await expect(tags.getByRole('listitem')).toHaveText([tagName]);
    await expect(toastWith(page, 'Tagged')).toHaveCount(0);
  });
});
