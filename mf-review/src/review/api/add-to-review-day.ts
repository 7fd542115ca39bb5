import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deckKeys, getSupabase, profileKeys, reviewKeys } from '@phrasebook/data';
import type { DayString } from '@phrasebook/domain';
import type { ReviewDayData } from './review-day-query.ts';

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
    onSuccess: async (manifest, { lang, daySession }) => {
      // The added cards first (read again now if a session shows them, else by its loader), so
      // no screen draws the grown manifest without them.
      await queryClient.invalidateQueries({ queryKey: reviewKeys.cards(lang, daySession) });
      queryClient.setQueryData<ReviewDayData>(reviewKeys.day(lang, daySession), (day) => ({
        manifest,
        reviews: day?.reviews ?? [],
      }));
      // The deck screens count the new cards.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.setup(lang, daySession) }),
        queryClient.invalidateQueries({ queryKey: deckKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ]);
    },
    meta: { errorToast: 'Could not add cards to your review' },
  });
}
