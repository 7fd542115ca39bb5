import { queryOptions } from '@tanstack/react-query';
import { getSupabase, reviewKeys } from '@phrasebook/data';
import { parseReviewSetup, type DayString, type ReviewSetup } from '@phrasebook/domain';

/**
 * What today's set would hold before the day starts (docs/product.md §4): null when the
 * learner has no deck in this language.
 */
export function reviewSetupQuery(lang: string, daySession: DayString) {
  return queryOptions({
    queryKey: reviewKeys.setup(lang, daySession),
    queryFn: async (): Promise<ReviewSetup | null> => {
      const { data, error } = await getSupabase().rpc('review_day_setup', {
        lang,
        day_session: daySession,
      });
      if (error) throw error;
      return data === null ? null : parseReviewSetup(data);
    },
  });
}
