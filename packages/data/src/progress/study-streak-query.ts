import { queryOptions } from '@tanstack/react-query';
import { getSupabase, progressKeys } from '@phrasebook/data';

/**
 * My streak (study_streak, docs/product.md §4 "Progress and streaks") in one deck, or in all
 * decks for null: the current and longest runs of counted days, today's cards against the
 * goal, and how many shared streaks are running. One row, or null before the server has one.
 * A subpath, not the barrel: Learning Home, the stats and the finished review day read it.
 */
export function studyStreakQuery(lang: string | null) {
  return queryOptions({
    queryKey: progressKeys.streak(lang),
    queryFn: async () => {
      const { data, error } = await getSupabase().rpc('study_streak', lang ? { lang } : {});
      if (error) throw error;
      return data[0] ?? null;
    },
  });
}
