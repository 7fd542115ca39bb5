import type { SupabaseClient } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import { addDays, daySession } from '@phrasebook/domain';
import { simulateLearner } from '../bench/simulated-learner.ts';
import { addPhrases, adminClient, createDeck, must, ownPhrase } from './learn-helpers.ts';

/**
 * Gives the signed-in user a deck with `cards` phrases and `days` days of a simulated
 * learner's reviews ending yesterday (tests/bench/simulated-learner.ts), written through the
 * review RPCs as the review screen writes them. Their profile is in UTC. Returns the phrase ids.
 */
export async function giveSimulatedHistory(
  client: SupabaseClient,
  lang: string,
  { cards, days }: { cards: number; days: number },
): Promise<string[]> {
  await createDeck(client, lang);
  const phraseIds = await addPhrases(
    client,
    lang,
    Array.from({ length: cards }, (_, i) => ({
      text: ownPhrase(`Simulated phrase ${i + 1}`),
      translations: [{ lang: 'eng', text: `Phrase ${i + 1}` }],
    })),
  );
  const firstDay = addDays(daySession(new Date(), 'UTC'), -days);
  for (const reviews of simulateLearner({ cards, days })) {
    if (reviews.length === 0) continue;
    const day = addDays(firstDay, reviews[0]!.day);
    const manifest = reviews.map((review) => phraseIds[review.card]!);
    must(await client.from('user_deck_review_state').insert({ lang, day_session: day, manifest }));
    // Different cards: the day's reviews can be written side by side.
    await Promise.all(
      reviews.map(async ({ card, score }) =>
        must(
          await client.rpc('insert_user_card_review', {
            score,
            phrase_id: phraseIds[card],
            lang,
            day_session: day,
          }),
        ),
      ),
    );
  }
  return phraseIds;
}

/** A new deck of `lang` without reviews, its settings opened: the "Review schedule" section. */
export async function newDeckSchedule(page: Page, client: SupabaseClient, lang: string) {
  await createDeck(client, lang);
  await page.goto(`/learn/${lang}/deck-settings`);
  return page.getByRole('region', { name: 'Review schedule' });
}

/** A deck's schedule as the server stores it. */
export const storedSchedule = async (uid: string, lang: string) =>
  (
    await adminClient()
      .from('user_deck')
      .select('fsrs_parameters, desired_retention')
      .eq('uid', uid)
      .eq('lang', lang)
      .single()
  ).data;
