import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
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
    onSuccess: (manifest, { lang, daySession }) =>
      storeWrittenManifest(queryClient, lang, daySession, manifest),
    meta: { errorToast: 'Could not start your review' },
  });
}

/**
 * After the day's manifest was written (started, or grown by add_to_review_day): its cards are
 * read first (again now if a session shows them, else by its loader), so no screen draws the
 * manifest without them; then the manifest, and the deck screens and the sidebar, which count
 * the cards that joined the deck.
 */
export async function storeWrittenManifest(
  queryClient: QueryClient,
  lang: string,
  daySession: DayString,
  manifest: string[],
): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: reviewKeys.cards(lang, daySession) });
  queryClient.setQueryData<ReviewDayData>(reviewKeys.day(lang, daySession), (day) => ({
    manifest,
    reviews: day?.reviews ?? [],
  }));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.setup(lang, daySession) }),
    queryClient.invalidateQueries({ queryKey: deckKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  ]);
}
