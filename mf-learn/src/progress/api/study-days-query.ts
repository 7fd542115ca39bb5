import { queryOptions } from '@tanstack/react-query';
import { getSupabase, progressKeys } from '@phrasebook/data';

/**
 * My review days of the 365 ending today (study_days), one deck or all decks (null): reviews,
 * cards, minutes on the cards and whether the day counted toward a streak. Days without
 * reviews have no row.
 */
export function studyDaysQuery(lang: string | null) {
  return queryOptions({
    queryKey: progressKeys.studyDays(lang),
    queryFn: async () => {
      const { data, error } = await getSupabase().rpc('study_days', lang ? { lang } : {});
      if (error) throw error;
      return data;
    },
  });
}
