import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deckKeys, getSupabase, profileKeys, reviewKeys } from '@phrasebook/data';
import type { DayString } from '@phrasebook/domain';
import type { ReviewDayData } from './review-day-query.ts';

interface StartReviewDay {
  lang: string;
  daySession: DayString;
  manifest: string[];
  /** The manifest's phrases asked in the recall direction (docs/product.md §4). */
  recall: string[];
}

/**
 * Starts the day (docs/product.md §4): adds the manifest's missing cards and writes the
 * manifest. Answers with the day's manifest, which is the first one written when the day had
 * already been started elsewhere.
 */
export function useStartReviewDayMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lang, daySession, manifest, recall }: StartReviewDay) => {
      const { data, error } = await getSupabase().rpc('start_review_day', {
        lang,
        day_session: daySession,
        manifest,
        // Left out for a deck without recall cards: the call is the one it always was.
        ...(recall.length > 0 ? { recall } : {}),
      });
      if (error) throw error;
      return data.manifest;
    },
    onSuccess: async (manifest, { lang, daySession }) => {
      queryClient.setQueryData<ReviewDayData>(reviewKeys.day(lang, daySession), (day) => ({
        manifest,
        reviews: day?.reviews ?? [],
      }));
      // New cards joined the deck: the deck screens and the sidebar's counts change.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.setup(lang, daySession) }),
        queryClient.invalidateQueries({ queryKey: deckKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ]);
    },
    meta: { errorToast: 'Could not start your review' },
  });
}
