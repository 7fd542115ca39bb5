import { compareInstants } from '../format/instants.ts';
import { addDays, type DayString } from '../days/day-session.ts';
import type { Score } from '../fsrs/score.ts';

/** The review fields that goals and history count. */
export interface HistoryReview {
  phrase_id: string;
  day_session: DayString;
  score: Score;
  /** ISO timestamp; only used to find each card's first review of a day. */
  created_at?: string;
}

/** Days shown in the history chart: 10 back plus today (docs/product.md §9). */
export const HISTORY_DAYS = 11;

/** One day of the history chart. */
export interface HistoryBucket {
  day: DayString;
  /** Cards whose first review that day scored 2 or more (docs/product.md §9). */
  positive: number;
  /** Cards whose first review that day scored 1. */
  negative: number;
  total: number;
}

/**
 * Each card's first review per day session. Later reviews the same day (the
 * again pass) are practice, not new evidence; counting them would let one
 * stubborn card fill a day. This matches the FSRS convention in fsrs/next-state.ts.
 */
export function firstReviewPerCardPerDay<T extends HistoryReview>(reviews: readonly T[]): T[] {
  const sorted = [...reviews].sort((a, b) => compareInstants(a.created_at, b.created_at));
  const seen = new Set<string>();
  const firsts: T[] = [];
  for (const review of sorted) {
    const key = `${review.day_session}\u0000${review.phrase_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    firsts.push(review);
  }
  return firsts;
}

/** The 11 chart buckets ending today, oldest first, with positive (score ≥ 2) and negative counts. */
export function reviewHistory(
  reviews: readonly HistoryReview[],
  today: DayString,
): HistoryBucket[] {
  const buckets = Array.from({ length: HISTORY_DAYS }, (_, i): HistoryBucket => ({
    day: addDays(today, i - (HISTORY_DAYS - 1)),
    positive: 0,
    negative: 0,
    total: 0,
  }));
  const byDay = new Map(buckets.map((bucket) => [bucket.day, bucket]));
  for (const review of firstReviewPerCardPerDay(reviews)) {
    const bucket = byDay.get(review.day_session);
    if (!bucket) continue;
    if (review.score >= 2) bucket.positive++;
    else bucket.negative++;
    bucket.total++;
  }
  return buckets;
}
