import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';
import { cardHistories, isScore, type CardHistory } from '@phrasebook/domain';

/** Rows per request: hosted Supabase answers at most 1,000 by default. */
const PAGE = 1000;

/**
 * Every scheduling review of my deck in one language, per card: what the optimiser fits and
 * what the before/after figures and the workload estimate are computed from.
 */
export function deckHistoriesQuery(uid: string, lang: string) {
  return queryOptions({
    queryKey: [...deckKeys.detail(lang), 'histories', uid] as const,
    queryFn: async (): Promise<CardHistory[]> => {
      const rows: { phrase_id: string; day_session: string; score: number }[] = [];
      for (let from = 0; ; from += PAGE) {
        const { data, error } = await getSupabase()
          .from('user_card_review')
          .select('phrase_id, day_session, score')
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
        rows.flatMap((row) =>
          isScore(row.score) ? [{ ...row, score: row.score, day_first_review: true }] : [],
        ),
      );
    },
    staleTime: 60_000,
  });
}
