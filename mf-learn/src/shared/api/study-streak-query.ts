import { queryOptions } from '@tanstack/react-query';
import { getSupabase, progressKeys } from '@phrasebook/data';

/**
 * My streak (study_streak, docs/product.md "Progress") in one deck, or in all decks for null:
 * the current and longest runs of counted days and today's cards against the goal. One row,
 * or null before the server has one; the same shape under the same key wherever it is read.
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
