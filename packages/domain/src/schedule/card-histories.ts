import { daysBetween, type DayString } from '../days/day-session.ts';
import type { Score } from '../fsrs/score.ts';
import type { CardDirection } from '../review/review-day-rows.ts';

/** A stored review as the optimiser reads it (user_card_review). */
export interface DeckReviewRow {
  phrase_id: string;
  /** The card's direction; absent means recognise (every review before two-way cards). */
  direction?: CardDirection;
  day_session: DayString;
  score: Score;
  day_first_review: boolean;
}

/** One card's scheduling reviews in order: the score and whole days since the previous one. */
export interface CardHistory {
  phraseId: string;
  direction: CardDirection;
  steps: { score: Score; elapsedDays: number; day: DayString }[];
}

/**
 * The deck's reviews per card, as FSRS schedules them (docs/product.md §9): only the first
 * review of each day session counts; the first step has 0 elapsed days. A card is a phrase in
 * one direction: a phrase's recall card has a memory of its own, so its reviews never join
 * its recognise sibling's history (docs/scheduling.md "Optimising").
 */
export function cardHistories(reviews: readonly DeckReviewRow[]): CardHistory[] {
  const byCard = new Map<
    string,
    { phraseId: string; direction: CardDirection; list: DeckReviewRow[] }
  >();
  for (const review of reviews) {
    if (!review.day_first_review) continue;
    const direction = review.direction ?? 'recognise';
    // A UUID holds no space, so the key names one phrase and one direction.
    const key = `${review.phrase_id} ${direction}`;
    const card = byCard.get(key) ?? { phraseId: review.phrase_id, direction, list: [] };
    card.list.push(review);
    byCard.set(key, card);
  }
  return [...byCard.values()].map(({ phraseId, direction, list }) => {
    list.sort((a, b) =>
      a.day_session < b.day_session ? -1 : a.day_session > b.day_session ? 1 : 0,
    );
    return {
      phraseId,
      direction,
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
