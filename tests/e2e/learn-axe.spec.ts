import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { addPhrases, createDeck, ownPhrase, useScheme, userClient } from './learn-helpers.ts';

test.describe('accessibility of the learn screens (axe: no serious or critical violations)', () => {
  for (const scheme of ['dark', 'light'] as const) {
    test(`every learn screen (${scheme})`, async ({ page, signedInUser }) => {
      test.setTimeout(120_000);
      const client = await userClient(signedInUser);
      await createDeck(client, 'lim');
      await createDeck(client, 'ltz', { archived: true });
      const bonDia = ownPhrase('Bon dia');
      const [phraseId] = await addPhrases(client, 'lim', [
        { text: bonDia, translations: [{ lang: 'eng', text: 'Good morning' }] },
      ]);
      const { data: request } = await client
        .from('phrase_request')
        .insert({ lang: 'lim', prompt: 'How do I greet a neighbour in the morning?' })
        .select('id')
        .single();
      await useScheme(page, scheme);

      const screens: { path: string; ready: string | RegExp }[] = [
        { path: '/learn', ready: 'Learning Home' },
        { path: '/learn/add-deck?lang=fra', ready: 'Start a new deck' },
        { path: '/learn/archived', ready: 'Archived decks' },
        { path: '/learn/quick-search', ready: 'Quick search' },
        { path: '/learn/lim', ready: 'Limburgish Deck' },
        { path: '/learn/lim/library?filter=active', ready: 'Library' },
        { path: '/learn/lim/search?text=xyz', ready: 'Search phrases' },
        { path: '/learn/lim/add-phrase?text=Bon', ready: 'Add a phrase' },
        { path: '/learn/lim/bulk-add', ready: 'Add phrases in bulk' },
        { path: '/learn/lim/deck-settings', ready: 'Deck settings' },
        { path: `/learn/lim/${phraseId}`, ready: bonDia },
        { path: '/learn/lim/requests', ready: 'Requests' },
        { path: '/learn/lim/requests/new', ready: 'New request' },
        { path: `/learn/lim/requests/${request!.id}`, ready: 'Your request' },
        { path: '/learn/ltz', ready: 'Luxembourgish Deck' },
        { path: '/learn/spa', ready: 'Spanish Deck' },
      ];
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { name: screen.ready }).first()).toBeVisible();
        await test.step(`axe ${screen.path}`, () => expectNoSeriousAxeViolations(page));
      }
      // Deck settings' review schedule, which loads after the settings.
      await page.goto('/learn/lim/deck-settings');
      await expect(page.getByText('Desired retention: 90 %')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      // A form showing its validation messages, and the not-found panel.
      await page.goto('/learn/lim/bulk-add');
      await page.getByRole('button', { name: 'Add phrases', exact: true }).click();
      await expect(page.getByText('Please enter a phrase')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.goto('/learn/spanish');
      await expect(page.getByText(/This language was not found/)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.goto('/learn/quick-search');
      await page.getByRole('combobox', { name: 'Search all your decks' }).fill('bon');
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});
