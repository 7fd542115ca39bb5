import { test, expect } from './fixtures.ts';
import {
  addPhrases,
  adminClient,
  createDeck,
  expectToast,
  myDecks,
  ownPhrase,
  reviewToday,
  setCardStatus,
  userClient,
} from './learn-helpers.ts';
import { learnerInSession, scoreAndWait } from './review-helpers.ts';

test.describe('decks', () => {
  test('a new learner starts a deck from the picker and lands on it; sidebar and home show it at once', async ({
    page,
    signedInUser,
  }) => {
    await page.goto('/learn');
    await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
    await expect(page.getByText('Which deck are we studying today?')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No decks yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Start your first deck' }).click();

    await expect(page).toHaveURL(/\/learn\/add-deck$/);
    await page.getByRole('button', { name: 'Start learning' }).click();
    await expect(page.getByText('Select a language to start learning')).toBeVisible();

    await page.getByRole('textbox', { name: 'Search languages' }).fill('span');
    await expect(page.getByRole('radio')).toHaveCount(1);
    await page.getByText('Spanish', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /Spanish/ })).toBeChecked();
    await page.getByRole('button', { name: 'Start learning Spanish' }).click();

    await expect(page).toHaveURL(/\/learn\/spa$/);
    await expect(page.getByRole('heading', { name: 'Spanish Deck', level: 1 })).toBeVisible();
    await expectToast(page, 'Your Spanish deck is ready: add your first phrases');
    // An empty deck leads to its first phrases instead of nine noughts.
    const firstStep = page.getByRole('region', { name: 'Add your first phrases' });
    for (const [name, href] of [
      ['Add a phrase', '/learn/spa/add-phrase'],
      ['Add several at once', '/learn/spa/bulk-add'],
      ['Browse the library', '/learn/spa/library'],
    ] as const)
      await expect(firstStep.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(page.getByRole('region', { name: 'Cards' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Review sets' })).toHaveCount(0);
    await expect(myDecks(page).getByRole('link', { name: 'Spanish' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The deck alone: 'Learning home' is not current too.
    await expect(
      page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Learning home' }),
    ).toHaveAttribute('aria-current', 'false');
    const { data } = await adminClient()
      .from('user_deck')
      .select('lang, archived, daily_review_goal')
      .eq('uid', signedInUser.uid);
    expect(data).toEqual([{ lang: 'spa', archived: false, daily_review_goal: 15 }]);

    await page.getByRole('link', { name: 'Learning home', exact: true }).click();
    const tile = page.getByRole('article', { name: 'Spanish deck' });
    await expect(tile).toContainText('0 cards');
    await expect(tile).toContainText('Not reviewed yet');

    // The picker marks the deck I have and never offers it twice.
    await page.goto('/learn/add-deck?lang=spa');
    await page.getByRole('textbox', { name: 'Search languages' }).fill('spanish');
    await expect(page.getByRole('radio', { name: /Spanish/ })).toBeDisabled();
    await expect(page.getByText('Your deck')).toBeVisible();

    // The first phrase added: the deck shows its figures instead.
    await page.goto('/learn/spa');
    await firstStep.getByRole('link', { name: 'Add a phrase' }).click();
    await expect(page).toHaveURL(/\/learn\/spa\/add-phrase$/);
    await page
      .getByRole('textbox', { name: 'Phrase in Spanish' })
      .fill(`Mi primera frase ${signedInUser.uid.slice(0, 8)}`);
    await page.getByRole('textbox', { name: 'Translation', exact: true }).fill('My first phrase');
    await page.getByRole('button', { name: 'Add phrase' }).click();
    await expectToast(page, 'Phrase added to your deck');
    await myDecks(page).getByRole('link', { name: 'Spanish' }).click();
    await expect(page.getByRole('region', { name: 'Cards' })).toContainText('1Active cards');
    await expect(firstStep).toHaveCount(0);
  });

  test('unknown codes and missing decks get their panels with the code and the 3-character hint', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    const languageNotFound =
      'This language was not found in the database. Please double check the language code in your URL or report a bug to an admin.';
    await page.goto('/learn/xq');
    await expect(page.getByText(languageNotFound)).toBeVisible();
    await expect(page.getByText('Language code in the URL: "xq"')).toBeVisible();

    await page.goto('/learn/spanish');
    await expect(page.getByText(languageNotFound)).toBeVisible();
    await expect(page.getByText('Language code in the URL: "spanish"')).toBeVisible();
    await expect(page.getByText(/Did you mean "spa"/)).toBeVisible();
    await page.getByRole('link', { name: 'Open /learn/spa' }).click();

    await expect(page).toHaveURL(/\/learn\/spa$/);
    await expect(
      page.getByText("This deck was not found in your profile. Perhaps it's just a bad URL?"),
    ).toBeVisible();
    await expect(page.getByText('Language code in the URL: "spa"')).toBeVisible();
    await page.getByRole('link', { name: 'Start a Spanish deck' }).click();
    await expect(page).toHaveURL(/\/learn\/add-deck\?lang=spa$/);
    await expect(page.getByRole('radio', { name: /Spanish/ })).toBeChecked();
    await page.getByRole('button', { name: 'Start learning Spanish' }).click();
    await expect(page.getByRole('heading', { name: 'Spanish Deck', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deck menu' })).toBeVisible();
  });

  test('deck home shows cards by status, due and today’s reviews, the goal, and leads to the review', async ({
    page,
    signedInUser,
  }) => {
    const client = await userClient(signedInUser);
    await createDeck(client, 'fra', { daily_review_goal: 2 });
    await createDeck(client, 'deu');
    const ids = await addPhrases(
      client,
      'fra',
      ['Bonjour', 'Merci', 'Au revoir', 'Oui', 'Non'].map((text) => ({
        text: ownPhrase(text),
        translations: [{ lang: 'eng', text: `${text} (en)` }],
      })),
    );
    await setCardStatus(client, [ids[3]!], 'learned');
    await setCardStatus(client, [ids[4]!], 'skipped');
    await reviewToday(client, 'fra', [
      { phraseId: ids[0]!, score: 3 },
      { phraseId: ids[1]!, score: 1 },
    ]);

    await page.goto('/learn');
    // Reviewed today, so French comes before German (created later but never reviewed).
    await expect(page.getByRole('article')).toHaveText([/French/, /German/]);
    const french = page.getByRole('article', { name: 'French deck' });
    await expect(french).toContainText('5 cards');
    await expect(french).toContainText('2 reviews this week');
    await expect(french).toContainText(/2-card goal met 1 of \d days? this week/);
    await expect(french).toContainText(/Last review/);
    await expect(page.getByRole('article', { name: 'German deck' })).toContainText(
      'Not reviewed yet',
    );
    await expect(myDecks(page).getByRole('link')).toHaveText(['French', 'German']);
    await french.getByRole('link', { name: 'French' }).click();

    await expect(page.getByRole('heading', { name: 'French Deck', level: 1 })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Cards' });
    await expect(cards).toContainText('3Active cards');
    await expect(cards).toContainText('1Learned');
    await expect(cards).toContainText('1Skipped');
    await expect(page.getByText('2 reviews this week')).toBeVisible();
    const table = page.getByRole('table', { name: 'Reviews in the last 11 days' });
    await expect(table.getByRole('row')).toHaveCount(12);
    await expect(table.getByRole('row').last()).toContainText(/2\s*1$/);
    // Today's set is under way: one card is left at Again.
    await expect(page.getByText('2 of 2 cards reviewed, 1 to go over again.')).toBeVisible();
    await expect(page.getByRole('link', { name: "Continue today's review" })).toHaveAttribute(
      'href',
      '/learn/fra/review/go',
    );

    await page.getByRole('button', { name: 'Deck menu' }).click();
    for (const item of ['Add a phrase', 'Bulk add phrases', 'Library', 'Requests', 'Deck settings'])
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    await page.keyboard.press('Escape');
    // The same menu as the page's context menu.
    await page.getByRole('heading', { name: 'Last 11 days' }).click({ button: 'right' });
    await expect(
      page.getByRole('menuitem', { name: 'Bulk add phrases' }).filter({ visible: true }),
    ).toHaveCount(1);
  });

  test("Learning Home counts the cards left in today's review once it has started", async ({
    context,
    page,
  }) => {
    await learnerInSession(context, page, 3);
    await page.getByRole('button', { name: /^Show translation/ }).click();
    await scoreAndWait(page, 'Good');
    await page.goto('/learn');
    // New cards are not due: the tile said 'Nothing due' while two waited in the day's set.
    const spanish = page.getByRole('article', { name: 'Spanish deck' });
    await expect(spanish).toContainText('2 left today');
    await expect(spanish).not.toContainText('Nothing due');
  });

  test('deck settings save with a toast, refuse a bad goal, and archive/restore round-trips', async ({
    page,
    signedInUser,
  }) => {
    const client = await userClient(signedInUser);
    await createDeck(client, 'ita');
    await page.goto('/learn/ita/deck-settings');
    await expect(
      page.getByText(
        'A day already started keeps its set; once it is done, its review offers more cards.',
      ),
    ).toBeVisible();
    await page.getByText('Other', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Cards per day' }).fill('0');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Invalid goal value; must be 10, 15, or 20')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Cards per day' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Cards per day' }).fill('7');
    await page.getByRole('radio', { name: 'Family' }).check();
    await page.getByText('green', { exact: true }).click();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'Deck settings saved');
    const stored = async () =>
      (
        await adminClient()
          .from('user_deck')
          .select('daily_review_goal, learning_goal, theme, archived')
          .eq('uid', signedInUser.uid)
          .single()
      ).data;
    expect(await stored()).toEqual({
      daily_review_goal: 7,
      learning_goal: 'family',
      theme: 3,
      archived: false,
    });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Cards per day' })).toHaveValue('7');
    await expect(page.getByRole('radio', { name: 'Family' })).toBeChecked();

    await page.getByRole('button', { name: 'Archive deck' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive your Italian deck?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await stored())?.archived).toBe(false);
    await page.getByRole('button', { name: 'Archive deck' }).click();
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expectToast(page, 'Your Italian deck is archived');
    await expect(myDecks(page)).toBeHidden();
    expect((await stored())?.archived).toBe(true);
    // Its pages have no entry in 'My decks' now: Learning home, which lists it, is current.
    await expect(
      page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Learning home' }),
    ).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: 'Learning home', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByRole('link', { name: 'Archived decks (1)' }).click();
    await page.getByRole('button', { name: 'Restore Italian' }).click();
    await expectToast(page, 'Your Italian deck is back');
    expect((await stored())?.archived).toBe(false);
    await expect(myDecks(page).getByRole('link', { name: 'Italian' })).toBeVisible();
    await page.getByRole('link', { name: 'Learning home', exact: true }).click();
    await expect(page.getByRole('article', { name: 'Italian deck' })).toBeVisible();
  });

  test('deck settings saved offline say they wait for the network, and are saved once back', async ({
    page,
    context,
    signedInUser,
  }) => {
    await createDeck(await userClient(signedInUser), 'ita');
    await page.goto('/learn/ita/deck-settings');
    await page.getByRole('radio', { name: 'Family' }).check();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: 'Waiting for the network: saved when you are back online',
      }),
    ).toBeVisible();
    await context.setOffline(false);
    await expectToast(page, 'Deck settings saved');
    await expect(page.getByText('Waiting for the network')).toHaveCount(0);
    const { data } = await adminClient()
      .from('user_deck')
      .select('learning_goal')
      .eq('uid', signedInUser.uid)
      .single();
    expect(data).toEqual({ learning_goal: 'family' });
  });
});
