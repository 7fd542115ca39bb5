import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';
import { isDueToday } from '@phrasebook/domain';

/**
 * A card due today (docs/product.md §4): active, reviewed before, retrievability ≤ 0.9 (or its
 * deck's desired retention). With recall on, a phrase has a card in each direction.
 */
export interface DueCard {
  phrase_id: string;
  lang: string;
  /** recognise or recall (user_card_plus shows recall cards only while their deck has recall on). */
  direction?: string | null;
  status: string;
  last_reviewed_at: string | null;
  retrievability_now: number | null;
  desired_retention: number | null;
  /** The database's verdict for today (in a deck that evens out its days, its stored day). */
  due_now: boolean | null;
}

/**
 * My cards due today in every deck. The database decides (user_card_plus.due_now, the rule
 * review day setup applies) and the domain's rule reads its verdict, so the count matches
 * the review screen's.
 */
export function dueCardsQuery(uid: string) {
  return queryOptions({
    queryKey: deckKeys.due(uid),
    queryFn: async (): Promise<DueCard[]> => {
      const { data, error } = await getSupabase()
        .from('user_card_plus')
        .select(
          'phrase_id, lang, status, last_reviewed_at, retrievability_now, desired_retention, direction, due_now',
        )
        .eq('uid', uid)
        .eq('status', 'active')
        .eq('due_now', true);
      if (error) throw error;
      return data
        .flatMap((row) =>
          row.phrase_id && row.lang && row.status
            ? [{ ...row, phrase_id: row.phrase_id, lang: row.lang, status: row.status }]
            : [],
        )
        .filter(isDueToday);
    },
  });
}

/**
 * How many phrases are due today per deck language. A phrase with both directions due counts
 * once: its review day asks it in one direction only, the other waiting for a later day
 * (supabase/migrations/20261201100200_two_way_review_days.sql), so this is the number of due
 * cards the day will hold.
 */
export function dueCountByLang(cards: readonly DueCard[]): Map<string, number> {
  const phrasesByLang = new Map<string, Set<string>>();
  for (const card of cards) {
    const phrases = phrasesByLang.get(card.lang) ?? new Set<string>();
    phrases.add(card.phrase_id);
    phrasesByLang.set(card.lang, phrases);
  }
  return new Map([...phrasesByLang].map(([lang, phrases]) => [lang, phrases.size]));
}
