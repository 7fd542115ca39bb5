import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import { daySession } from '@phrasebook/domain';
import { adminClient, userClient } from './clients.ts';

export { adminClient, userClient };

/** The data of a Supabase answer, or its error thrown. */
export function must<T>({ data, error }: { data: T; error: unknown }): T {
  if (error) throw error;
  return data;
}

/** Starts a deck for the user, through their own client. */
export async function createDeck(
  client: SupabaseClient,
  lang: string,
  fields: Record<string, unknown> = {},
): Promise<void> {
  must(await client.from('user_deck').insert({ lang, ...fields }));
}

/**
 * `text` made this test's own, "Bon dia" as "Bon dia 3f9a2c": a language's library holds a
 * phrase once (docs/product.md §5), and every test, a retry, and a loop over colour schemes
 * all write to the suite's one database, seeded with phrases of its own.
 */
export function ownPhrase(text: string): string {
  return `${text} ${randomUUID().slice(0, 6)}`;
}

export interface NewPhrase {
  text: string;
  translations: { lang: string; text: string }[];
}

/** Adds phrases in one language (with cards when the user has that deck); returns their ids in order. */
export async function addPhrases(
  client: SupabaseClient,
  lang: string,
  phrases: NewPhrase[],
): Promise<string[]> {
  const result = must(
    await client.rpc('bulk_add_phrases', {
      lang,
      phrases: phrases.map((p) => ({ phrase_text: p.text, translations: p.translations })),
    }),
  ) as { phrase: { id: string } }[];
  return result.map((entry) => entry.phrase.id);
}

/** Sets the status of the user's cards. */
export async function setCardStatus(
  client: SupabaseClient,
  phraseIds: string[],
  status: 'active' | 'learned' | 'skipped',
): Promise<void> {
  must(await client.from('user_card').update({ status }).in('phrase_id', phraseIds));
}

/** Reviews cards today (the user's profile is in UTC), as the review session would. */
export async function reviewToday(
  client: SupabaseClient,
  lang: string,
  scores: { phraseId: string; score: 1 | 2 | 3 | 4 }[],
): Promise<void> {
  const today = daySession(new Date(), 'UTC');
  must(
    await client.from('user_deck_review_state').insert({
      lang,
      day_session: today,
      manifest: scores.map((s) => s.phraseId),
    }),
  );
  for (const { phraseId, score } of scores) {
    must(
      await client.rpc('insert_user_card_review', {
        score,
        phrase_id: phraseId,
        lang,
        day_session: today,
        review_id: randomUUID(),
      }),
    );
  }
}

/** Opens `path` in the given colour scheme. */
export async function useScheme(page: Page, scheme: 'dark' | 'light'): Promise<void> {
  await page.addInitScript(
    (value) => window.localStorage.setItem('phrasebook-color-scheme', value),
    scheme,
  );
}

/** A toast with `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/** The "My decks" list in the signed-in sidebar. */
export const myDecks = (page: Page) => page.getByRole('navigation', { name: 'My decks' });

/** The columns `select` names of the learner's deck of `lang`, as the server stores them. */
export async function storedDeck(uid: string, lang: string, select: string) {
  const { data } = await adminClient()
    .from('user_deck')
    .select(select)
    .eq('uid', uid)
    .eq('lang', lang)
    .single();
  return data as unknown as Record<string, unknown> | null;
}

/** Archives the Italian deck from its settings page; returns the page's Archive section. */
export async function archiveItalianFromSettings(page: Page) {
  await page.goto('/learn/ita/deck-settings');
  const section = page.getByRole('region', { name: 'Archive' });
  await section.getByRole('button', { name: 'Archive deck' }).click();
  await page
    .getByRole('dialog', { name: 'Archive your Italian deck?' })
    .getByRole('button', { name: 'Archive' })
    .click();
  return section;
}

/** Waits until the page has kept its data on this device (moving the pointer settles it). */
export async function dataKept(page: Page, user: { uid: string }): Promise<void> {
  await page.mouse.move(10, 10);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('phrasebook-query-cache-kept')))
    .toBe(user.uid);
}

/**
 * A server that answers the deck's saves (PATCH user_deck) 503 until `serverUp()`; what it takes
 * after that is recorded in `sent`, each save's body in the order it arrived.
 */
export async function deckSavesRefused(page: Page) {
  const sent: Record<string, unknown>[] = [];
  let serverDown = true;
  await page.route(/\/rest\/v1\/user_deck\?/, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    if (serverDown) return route.fulfill({ status: 503, json: { message: 'Service Unavailable' } });
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    return route.continue();
  });
  return {
    sent,
    serverUp: () => {
      serverDown = false;
    },
  };
}
