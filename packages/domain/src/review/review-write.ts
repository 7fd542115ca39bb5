import type { Score } from '../fsrs/score.ts';
import type { DayReview, ReviewStage } from './review-types.ts';

/** What to send to the backend for a score: nothing, an update of today's review, or a new review. */
export type ReviewWrite =
  | { kind: 'none'; review: DayReview }
  /** `previous` is the score it replaces, which undo gives back. */
  | { kind: 'update'; review_id: string; score: Score; previous: Score }
  | { kind: 'insert'; score: Score };

/**
 * docs/product.md §4: in stages below 3 a score corrects the card's existing review for
 * today (update when the score changed, nothing when it is the same); with no
 * review yet, or in stages 3 and later (the again pass), a new review is
 * inserted. `existing` is the card's review today, if any.
 */
export function reviewWriteFor(
  stage: ReviewStage,
  existing: DayReview | undefined,
  score: Score,
): ReviewWrite {
  if (stage >= 3 || existing === undefined) return { kind: 'insert', score };
  if (existing.score === score) return { kind: 'none', review: existing };
  if (existing.id === undefined) throw new Error('Invalid inputs; cannot update');
  return { kind: 'update', review_id: existing.id, score, previous: existing.score };
}
