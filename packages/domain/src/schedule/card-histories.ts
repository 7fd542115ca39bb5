import { daysBetween, type DayString } from '../days/day-session.ts';
import type { Score } from '../fsrs/score.ts';

/** A stored review as the optimiser reads it (user_card_review). */
export interface DeckReviewRow {
  phrase_id: string;
  day_session: DayString;
  score: Score;
  day_first_review: boolean;
}

/** One card's scheduling reviews in order: the score and whole days since the previous one. */
export interface CardHistory {
  phraseId: string;
  steps: { score: Score; elapsedDays: number; day: DayString }[];
}

/**
 * The deck's reviews per card, as FSRS schedules them (docs/product.md §9): only the first
 * review of each day session counts; the first step has 0 elapsed days.
 */
export function cardHistories(reviews: readonly DeckReviewRow[]): CardHistory[] {
  const byCard = new Map<string, DeckReviewRow[]>();
  for (const review of reviews) {
    if (!review.day_first_review) continue;
    const list = byCard.get(review.phrase_id) ?? [];
    list.push(review);
    byCard.set(review.phrase_id, list);
  }
  return [...byCard].map(([phraseId, list]) => {
    list.sort((a, b) =>
      a.day_session < b.day_session ? -1 : a.day_session > b.day_session ? 1 : 0,
    );
    return {
      phraseId,
      steps: list.map((review, i) => ({
        score: review.score,
        day: review.day_session,
        elapsedDays: i === 0 ? 0 : daysBetween(list[i - 1]!.day_session, review.day_session),
      })),
    };
  });
}

/** Reviews the optimiser can learn from: every scheduling review after a card's first. */
export function countTrainingReviews(histories: readonly CardHistory[]): number {
  return histories.reduce((sum, history) => sum + Math.max(0, history.steps.length - 1), 0);
}

/**
 * The histories as FSRS training items (fsrs-rs's format): one item per review after a
 * card's first, holding the card's reviews up to and including it, flattened into ratings
 * and elapsed days with each item's length.
 */
export function trainingItems(histories: readonly CardHistory[]): {
  ratings: Uint32Array;
  deltas: Uint32Array;
  lengths: Uint32Array;
} {
  const ratings: number[] = [];
  const deltas: number[] = [];
  const lengths: number[] = [];
  for (const { steps } of histories) {
    for (let end = 2; end <= steps.length; end++) {
      for (const step of steps.slice(0, end)) {
        ratings.push(step.score);
        deltas.push(step.elapsedDays);
      }
      lengths.push(end);
    }
  }
  return {
    ratings: Uint32Array.from(ratings),
    deltas: Uint32Array.from(deltas),
    lengths: Uint32Array.from(lengths),
  };
}
