import { nextAgainIndex, nextUnreviewedIndex } from './card-index.ts';
import type { ReviewDay, SessionPosition } from './review-types.ts';

/** Counts of a review day, for progress bars and the end-of-pass screens. */
export interface ReviewDayStats {
  count: number;
  reviewed: number;
  unreviewed: number;
  /** Cards whose latest review today scored 1. */
  again: number;
  /** Reviewed and not "again". */
  complete: number;
}

/** Counts the manifest's cards by their state today. */
export function reviewDayStats(day: ReviewDay): ReviewDayStats {
  let reviewed = 0;
  let again = 0;
  for (const phraseId of day.manifest) {
    const review = day.reviews[phraseId];
    if (review === undefined) continue;
    reviewed++;
    if (review.score === 1) again++;
  }
  const count = day.manifest.length;
  return { count, reviewed, unreviewed: count - reviewed, again, complete: reviewed - again };
}

/**
 * Where a session resumes from the reviews alone (docs/product.md §4 "Inferred start"):
 * stage 1 at the first unreviewed card if any; otherwise stage 5 at the end if
 * no card scored 1; otherwise stage 4 at the first card scored 1.
 */
export function inferStart(day: ReviewDay): SessionPosition {
  const stats = reviewDayStats(day);
  if (stats.unreviewed > 0) return { stage: 1, currentCardIndex: nextUnreviewedIndex(day, -1) };
  if (stats.again === 0) return { stage: 5, currentCardIndex: day.manifest.length };
  return { stage: 4, currentCardIndex: nextAgainIndex(day, -1) };
}
