import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@phrasebook/data';
import type { DayString } from '@phrasebook/domain';
import { storeWrittenManifest } from './start-review-day.ts';

interface AddToReviewDay {
  lang: string;
  daySession: DayString;
  more: string[];
  /** The added phrases asked in the recall direction. */
  recall: string[];
}

/**
 * More for a finished day (docs/product.md §4 "More for today"): appends cards to the day's
 * manifest, adding the new ones to the deck. Answers with the grown manifest.
 */
export function useAddToReviewDayMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lang, daySession, more, recall }: AddToReviewDay) => {
      const { data, error } = await getSupabase().rpc('add_to_review_day', {
        lang,
        day_session: daySession,
        more,
        ...(recall.length > 0 ? { recall } : {}),
      });
      if (error) throw error;
      return data.manifest;
    },
    onSuccess: (manifest, { lang, daySession }) =>
      storeWrittenManifest(queryClient, lang, daySession, manifest),
    meta: { errorToast: 'Could not add cards to your review' },
  });
}
