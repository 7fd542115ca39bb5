import { test, expect } from './fixtures.ts';
import { adminClient, createDeck, expectToast, userClient } from './learn-helpers.ts';

test('bulk add: every §5 message, paste of tab lines and CSV, all added at once with cards', async ({
  page,
  signedInUser,
}) => {
  // The library is shared and only this spec writes Welsh: a retry starts without the phrases
  // its first attempt added, which the form would now refuse as already in the library.
  await adminClient().from('phrase').delete().eq('lang', 'cym');
  await createDeck(await userClient(signedInUser), 'cym');
  await page.goto('/learn/cym/bulk-add');
  await expect(page.getByRole('heading', { name: 'Add phrases in bulk' })).toBeVisible();

  await page.getByRole('button', { name: 'Add phrases', exact: true }).click();
  await expect(page.getByText('Please enter a phrase')).toBeVisible();
  await expect(page.getByText('Please enter a translation')).toBeVisible();
  await page.getByRole('button', { name: 'Remove translation 1 of phrase 1' }).click();
  await page.getByRole('button', { name: 'Add phrases', exact: true }).click();
  await expect(page.getByText('Please add at least one translation')).toBeVisible();
  await page.getByRole('button', { name: 'Remove phrase 1' }).click();
  await page.getByRole('button', { name: 'Add phrases', exact: true }).click();
  await expect(page.getByText('Please add at least one phrase')).toBeVisible();

  const paste = page.getByRole('textbox', { name: 'Paste phrases' });
  // Said so a phone, which has no tab key, can follow it too.
  await expect(paste).toHaveAccessibleDescription(
    /^Paste two columns from a spreadsheet .* one phrase per line with a comma before its translation/,
  );
  // One line without its translation: the others stay split, it waits for one typed in.
  await paste.fill('Bon dia\tGood morning\nAdéu\nGràcies\tThank you\n');
  await page.getByRole('button', { name: 'Stage pasted lines' }).click();
  await expect(page.getByText('3 phrases staged below.')).toBeVisible();
  await expect(page.getByText('Please add at least one phrase')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Phrase 2, translation 1' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Phrase 3, translation 1' })).toHaveValue(
    'Thank you',
  );
  await page.getByRole('textbox', { name: 'Phrase 2, translation 1' }).fill('Goodbye');
  await paste.fill('phrase,eng,fra\n"Si us plau, amic","Please, friend","S\'il te plaît"\n');
  await page.getByRole('button', { name: 'Stage pasted lines' }).click();
  await expect(page.getByRole('textbox', { name: 'Phrase 4', exact: true })).toHaveValue(
    'Si us plau, amic',
  );
  await expect(page.getByRole('textbox', { name: 'Phrase 4, translation 2' })).toHaveValue(
    "S'il te plaît",
  );
  await expect(
    page.getByRole('combobox', { name: 'Phrase 4, translation 2 language' }),
  ).toHaveValue('fra');
  await expect(page.getByRole('textbox', { name: 'Phrase 1, translation 1' })).toHaveValue(
    'Good morning',
  );
  // The translations' language is said once for a paste, not row by row.
  await page.getByRole('combobox', { name: 'Language of the translations' }).selectOption('spa');
  await paste.fill('Bona nit, Buenas noches');
  await page.getByRole('button', { name: 'Stage pasted lines' }).click();
  await expect(
    page.getByRole('combobox', { name: 'Phrase 5, translation 1 language' }),
  ).toHaveValue('spa');
  await page.getByRole('button', { name: 'Remove phrase 5' }).click();

  await page.getByRole('button', { name: 'Add 4 phrases' }).click();
  await expectToast(page, '4 phrases added');
  const added = page.getByRole('region', { name: 'Added (4)' });
  await expect(added.getByRole('link')).toHaveText([
    'Bon dia',
    'Adéu',
    'Gràcies',
    'Si us plau, amic',
  ]);
  // The emptied form offers no count it does not hold.
  await expect(page.getByRole('button', { name: 'Add phrases', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add \d/ })).toHaveCount(0);
  await expect(page.getByText(/staged below/)).toHaveCount(0);

  const { data } = await adminClient()
    .from('phrase')
    .select('text, phrase_translation(lang, text), user_card(status)')
    .eq('added_by', signedInUser.uid)
    .order('text');
  expect(data).toEqual([
    {
      text: 'Adéu',
      phrase_translation: [{ lang: 'eng', text: 'Goodbye' }],
      user_card: [{ status: 'active' }],
    },
    {
      text: 'Bon dia',
      phrase_translation: [{ lang: 'eng', text: 'Good morning' }],
      user_card: [{ status: 'active' }],
    },
    {
      text: 'Gràcies',
      phrase_translation: [{ lang: 'eng', text: 'Thank you' }],
      user_card: [{ status: 'active' }],
    },
    {
      text: 'Si us plau, amic',
      phrase_translation: expect.arrayContaining([
        { lang: 'eng', text: 'Please, friend' },
        { lang: 'fra', text: "S'il te plaît" },
      ]),
      user_card: [{ status: 'active' }],
    },
  ]);

  // The same phrase again, from the library or twice in one add, is refused row by row.
  await paste.fill('bon dia!\tGood morning\nBona tarda\tGood afternoon\nbona  tarda\tHi');
  await page.getByRole('button', { name: 'Stage pasted lines' }).click();
  await page.getByRole('button', { name: 'Add 3 phrases' }).click();
  await expect(
    page.getByText(
      'This phrase is already in the library: remove this row, and add it to your deck from the library',
    ),
  ).toBeVisible();
  await expect(page.getByText('This phrase is already in a row above')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phrase 1', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Remove phrase 3' }).click();
  await page.getByRole('button', { name: 'Remove phrase 1' }).click();
  await page.getByRole('button', { name: 'Add 1 phrase' }).click();
  await expectToast(page, '1 phrase added');
});

// A remove button goes with its row, which dropped a keyboard user's focus to the page's body.
test('bulk add: a removed phrase or translation hands the focus to the one in its place', async ({
  page,
  signedInUser,
}) => {
  await createDeck(await userClient(signedInUser), 'cym');
  await page.goto('/learn/cym/bulk-add');
  await page.getByRole('button', { name: 'Add another phrase' }).click();
  await page.getByRole('button', { name: 'Add another phrase' }).click();
  await page.getByRole('button', { name: 'Remove phrase 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem', { name: /^Phrase \d$/ })).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Phrase 2', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Remove phrase 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Phrase 1', exact: true })).toBeFocused();

  await page.getByRole('button', { name: 'Add a translation to phrase 1' }).click();
  await page.getByRole('button', { name: 'Remove translation 2 of phrase 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Phrase 1, translation 1' })).toBeFocused();
  await page.getByRole('button', { name: 'Remove translation 1 of phrase 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Add a translation to phrase 1' })).toBeFocused();

  // The only phrase gone, no field is left in its place: the button that adds one takes it.
  await page.getByRole('button', { name: 'Remove phrase 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem', { name: /^Phrase \d$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add another phrase' })).toBeFocused();
});

// The stage button is disabled once the box is empty, which dropped the focus to the body.
test('bulk add: lines staged from the keyboard hand the focus to the first of them', async ({
  page,
  signedInUser,
}) => {
  await createDeck(await userClient(signedInUser), 'cym');
  await page.goto('/learn/cym/bulk-add');
  await page.getByRole('textbox', { name: 'Phrase 1', exact: true }).fill('Bore da');
  await page
    .getByRole('textbox', { name: 'Paste phrases' })
    .fill('Diolch, Thank you\nNos da, Good night');
  await page.getByRole('button', { name: 'Stage pasted lines' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('2 phrases staged below.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phrase 2', exact: true })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Phrase 2', exact: true })).toHaveValue('Diolch');
});
