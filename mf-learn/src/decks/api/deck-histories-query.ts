import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';
import { cardHistories, isCardDirection, isScore, type CardHistory } from '@phrasebook/domain';

/** Rows per request: hosted Supabase answers at most 1,000 by default. */
const PAGE = 1000;

/**
 * Every scheduling review of my deck in one language, per card (a phrase in one direction):
 * what the optimiser fits and what the before/after figures and the workload estimate are
 * computed from. Both directions' reviews are read: one parameter set serves the deck
 * (docs/scheduling.md "Optimising").
 */
export function deckHistoriesQuery(uid: string, lang: string) {
  return queryOptions({
    queryKey: [...deckKeys.detail(lang), 'histories', uid] as const,
    queryFn: async (): Promise<CardHistory[]> => {
      const rows: { phrase_id: string; direction: string; day_session: string; score: number }[] =
        [];
      for (let from = 0; ; from += PAGE) {
        const { data, error } = await getSupabase()
          .from('user_card_review')
          .select('phrase_id, direction, day_session, score')
          .eq('uid', uid)
          .eq('lang', lang)
          .eq('day_first_review', true)
          .order('id')
          .range(from, from + PAGE - 1);
        if (error) throw error;
        rows.push(...data);
        if (data.length < PAGE) break;
      }
      return cardHistories(
        rows.flatMap(({ direction, ...row }) =>
          isScore(row.score) && isCardDirection(direction)
            ? [{ ...row, direction, score: row.score, day_first_review: true }]
            : [],
        ),
      );
    },
    staleTime: 60_000,
  });
}
