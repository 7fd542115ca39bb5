import { compareInstants } from '../format/instants.ts';
import type { DayReview, ReviewsMap } from './review-types.ts';

function byCreation(a: DayReview, b: DayReview): number {
  return compareInstants(a.created_at, b.created_at);
}

/**
 * Keys today's reviews by card, keeping each card's latest review: that is the
 * score the again pass looks at. Reviews without timestamps keep input order.
 */
export function latestReviewsByCard(reviews: readonly DayReview[]): ReviewsMap {
  const map: Record<string, DayReview> = {};
  for (const review of [...reviews].sort(byCreation)) map[review.phrase_id] = review;
  return map;
}

/** Keys today's reviews by card, keeping each card's first review of the day. */
export function firstReviewsByCard(reviews: readonly DayReview[]): ReviewsMap {
  const map: Record<string, DayReview> = {};
  for (const review of [...reviews].sort(byCreation)) map[review.phrase_id] ??= review;
  return map;
}
