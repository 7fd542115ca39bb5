import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getSupabase, reviewKeys } from '@phrasebook/data';
import {
  compareInstants,
  isScore,
  type DayReview,
  type DayString,
  type Score,
} from '@phrasebook/domain';

/** A review of the day as the session needs it (user_card_review, docs/product.md §3). */
export interface DayReviewRow extends DayReview {
  id: string;
  created_at: string;
  score: Score;
  day_first_review: boolean;
}

/** A deck's review day on the server: its manifest (null before the day is started) and reviews. */
export interface ReviewDayData {
  manifest: string[] | null;
  reviews: DayReviewRow[];
}

const reviewColumns = 'id, phrase_id, score, created_at, day_first_review';

function toDayReview(row: {
  id: string;
  phrase_id: string;
  score: number;
  created_at: string;
  day_first_review: boolean;
}): DayReviewRow {
  if (!isScore(row.score)) throw new Error(`A review has the score ${row.score}`);
  return { ...row, score: row.score };
}

/**
 * docs/product.md §7 "Review state": the day's manifest and the reviews posted that day. RLS
 * keeps both to the signed-in user's own rows (and their uid-first indexes).
 */
export function reviewDayQuery(lang: string, daySession: DayString) {
  return queryOptions({
    queryKey: reviewKeys.day(lang, daySession),
    queryFn: async (): Promise<ReviewDayData> => {
      const supabase = getSupabase();
      const [state, reviews] = await Promise.all([
        supabase
          .from('user_deck_review_state')
          .select('manifest')
          .eq('lang', lang)
          .eq('day_session', daySession)
          .maybeSingle(),
        supabase
          .from('user_card_review')
          .select(reviewColumns)
          .eq('lang', lang)
          .eq('day_session', daySession)
          .order('created_at'),
      ]);
      if (state.error) throw state.error;
      if (reviews.error) throw reviews.error;
      return { manifest: state.data?.manifest ?? null, reviews: reviews.data.map(toDayReview) };
    },
  });
}

/**
 * Puts a review the server confirmed into the day's cache (replacing the same id), so the
 * screen never waits for a refetch. docs/product.md §8: with nothing cached it throws 'No
 * previous data in cache'.
 */
export function storePostedReview(
  queryClient: QueryClient,
  lang: string,
  daySession: DayString,
  row: Parameters<typeof toDayReview>[0],
): void {
  const key = reviewKeys.day(lang, daySession);
  if (!queryClient.getQueryData<ReviewDayData>(key)) throw new Error('No previous data in cache');
  const review = toDayReview(row);
  queryClient.setQueryData<ReviewDayData>(key, (day) =>
    day
      ? {
          ...day,
          reviews: [...day.reviews.filter((r) => r.id !== review.id), review].sort((a, b) =>
            compareInstants(a.created_at, b.created_at),
          ),
        }
      : day,
  );
}

/**
 * Takes a review the server took back (undo) out of the day's cache. With nothing cached it
 * throws as storePostedReview does.
 */
export function dropUndoneReview(
  queryClient: QueryClient,
  lang: string,
  daySession: DayString,
  reviewId: string,
): void {
  const key = reviewKeys.day(lang, daySession);
  if (!queryClient.getQueryData<ReviewDayData>(key)) throw new Error('No previous data in cache');
  queryClient.setQueryData<ReviewDayData>(key, (day) =>
    day ? { ...day, reviews: day.reviews.filter((review) => review.id !== reviewId) } : day,
  );
}
