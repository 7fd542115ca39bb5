// Compile-time check (tsc) that the generated types drive supabase-js: embeds through
// views resolve to rows, RPC arguments are checked. Never run, only type-checked.
import { createClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@phrasebook/data';

export async function typedReads(url: string, key: string): Promise<void> {
  const db = createClient<Database>(url, key);
  const deck = await db
    .from('user_deck_plus')
    .select('*, cards:user_card_plus(*), reviews:user_card_review(*)')
    .eq('lang', 'spa')
    .maybeSingle();
  const cards: Tables<'user_card_plus'>[] | undefined = deck.data?.cards;
  const reviews: Tables<'user_card_review'>[] | undefined = deck.data?.reviews;
  const profile = await db
    .from('user_profile')
    .select('*, decks_array:user_deck_plus(*)')
    .maybeSingle();
  const decks: Tables<'user_deck_plus'>[] | undefined = profile.data?.decks_array;
  const review = await db.rpc('insert_user_card_review', {
    score: 3,
    phrase_id: 'x',
    lang: 'spa',
    day_session: '2026-01-01',
  });
  const score: number | undefined = review.data?.score;
  void [cards, reviews, decks, score];
}
