import { queryOptions } from '@tanstack/react-query';
import { getSupabase, progressKeys } from '@phrasebook/data';

/**
 * The deck's streak (study_streak, docs/product.md §4 "Progress"): its current and longest run
 * of counted days and today's count; null when the server has no row for it. The key is
 * shared by every app that shows the streak, so the row is kept in the shape it arrives in.
 */
export function studyStreakQuery(lang: string) {
  return queryOptions({
    queryKey: progressKeys.streak(lang),
    queryFn: async () => {
      const { data, error } = await getSupabase().rpc('study_streak', { lang });
      if (error) throw error;
      return data[0] ?? null;
    },
  });
}
