import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase, reviewKeys } from '@phrasebook/data';
import type { DayString } from '@phrasebook/domain';

const ids = z.array(z.uuid());

/** review_day_setup's answer: due cards and the new-card candidates by source. */
const reviewSetupSchema = z.object({
  daily_review_goal: z.number().int().min(1),
  count_cards: z.number().int(),
  due: ids,
  recommended: ids,
  deck_new: ids,
  library: ids,
});
export type ReviewSetup = z.infer<typeof reviewSetupSchema>;

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
      return data === null ? null : reviewSetupSchema.parse(data);
    },
  });
}
