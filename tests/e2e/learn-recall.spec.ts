import { randomUUID } from 'node:crypto';
import { test, expect } from './fixtures.ts';
import { addPhrases, adminClient, createDeck, expectToast, userClient } from './learn-helpers.ts';

// Two-way cards (issue #46): recall is turned on in deck settings, and each direction of a
// phrase is skipped or re-activated alone on the phrase page.
test('recall on: the phrase page shows both directions, and the recall one is skipped alone', async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  await createDeck(client, 'roh');
  // The library is shared by every test: a text of this test's own.
  const text = `Bun di ${randomUUID().slice(0, 6)}`;
  const [id] = await addPhrases(client, 'roh', [
    { text, translations: [{ lang: 'eng', text: 'Good morning' }] },
  ]);
  const cards = async () =>
    (
      await adminClient()
        .from('user_card')
        .select('direction, status')
        .eq('uid', signedInUser.uid)
        .eq('phrase_id', id!)
        .order('direction')
    ).data;

  await page.goto('/learn/roh/deck-settings');
  const recallSwitch = page.getByRole('switch', { name: 'Recall: translation → phrase' });
  await expect(recallSwitch).not.toBeChecked();
  await expect(
    page.getByText(
      'Each active phrase gets a second card that shows the translation and asks for the phrase.',
    ),
  ).toBeVisible();
  await recallSwitch.check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(page, 'Deck settings saved');
  await expect(recallSwitch).toBeChecked();
  await expect.poll(cards).toEqual([
    { direction: 'recall', status: 'active' },
    { direction: 'recognise', status: 'active' },
  ]);
  // The deck's page counts the phrases, and the recall cards apart.
  await page.goto('/learn/roh');
  await expect(page.getByText('Also 1 active recall card (translation → phrase)')).toBeVisible();

  // The library shows the recall card's state beside the phrase's own control.
  await page.goto('/learn/roh/library');
  await expect(page.getByRole('note', { name: `Recall card: ${text}: new` })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Active card: ${text}. Change status` }),
  ).toBeVisible();
  await page.getByRole('link', { name: text }).click();
  await expect(page).toHaveURL(new RegExp(`/learn/roh/${id}$`));

  const recognise = page.getByRole('group', { name: 'Recognise: phrase → translation' });
  const recall = page.getByRole('group', { name: 'Recall: translation → phrase' });
  await expect(recognise).toContainText('New: not reviewed yet');
  await expect(recall).toContainText('New: not reviewed yet');
  await recall.getByRole('button', { name: `Active recall card: ${text}. Change status` }).click();
  await page.getByRole('menuitem', { name: /^Skipped/ }).click();

  const expectRecallSkipped = async () => {
    await expect(
      recall.getByRole('button', { name: `Skipped recall card: ${text}. Change status` }),
    ).toBeVisible();
    await expect(
      recognise.getByRole('button', { name: `Active recognise card: ${text}. Change status` }),
    ).toBeVisible();
  };
  await expectRecallSkipped();
  await expect.poll(cards).toEqual([
    { direction: 'recall', status: 'skipped' },
    { direction: 'recognise', status: 'active' },
  ]);

  await page.reload();
  await expect(page.getByRole('heading', { name: text, level: 2 })).toBeVisible();
  await expectRecallSkipped();

  await page.goto('/learn/roh/library');
  await expect(page.getByRole('note', { name: `Recall card: ${text}: skipped` })).toBeVisible();
});

test('recall off: the phrase page shows the one card control, as before two-way cards', async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  await createDeck(client, 'roh');
  const text = `Buna saira ${randomUUID().slice(0, 6)}`;
  const [id] = await addPhrases(client, 'roh', [
    { text, translations: [{ lang: 'eng', text: 'Good evening' }] },
  ]);
  await page.goto(`/learn/roh/${id}`);
  await expect(
    page.getByRole('button', { name: `Active card: ${text}. Change status` }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Recall: translation → phrase' })).toHaveCount(0);
  await page.goto('/learn/roh/library');
  await expect(page.getByRole('link', { name: text })).toBeVisible();
  await expect(page.getByRole('note', { name: new RegExp(`^Recall card: ${text}`) })).toHaveCount(
    0,
  );
});
