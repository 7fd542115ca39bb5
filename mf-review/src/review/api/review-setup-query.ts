import { queryOptions } from '@tanstack/react-query';
import { getSupabase, reviewKeys } from '@phrasebook/data';
import { parseReviewSetup, type DayString, type ReviewSetup } from '@phrasebook/domain';

/** Today's set, and the server's answer itself when it offers or follows a catch-up plan. */
export interface ReviewSetupOfDay extends ReviewSetup {
  /**
   * review_day_setup's answer when it holds `catch_up_offer` or `catch_up_plan`
   * (docs/product.md §4 "A plan after a break"), else null. Read by the catch-up screens,
   * which load apart: most days have neither, and the setup's first load stays as it was.
   */
  catchUp: Record<string, unknown> | null;
}

const hasCatchUp = (data: Record<string, unknown>) =>
  data.catch_up_offer != null || data.catch_up_plan != null;

/**
 * What today's set would hold before the day starts (docs/product.md §4): null when the
 * learner has no deck in this language.
 */
export function reviewSetupQuery(lang: string, daySession: DayString) {
  return queryOptions({
    queryKey: reviewKeys.setup(lang, daySession),
    queryFn: async (): Promise<ReviewSetupOfDay | null> => {
      const { data, error } = await getSupabase().rpc('review_day_setup', {
        lang,
        day_session: daySession,
      });
      if (error) throw error;
      if (data === null) return null;
      const raw = data as Record<string, unknown>;
      return { ...parseReviewSetup(data), catchUp: hasCatchUp(raw) ? raw : null };
    },
  });
}
