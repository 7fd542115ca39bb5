import type { DayString } from '../days/day-session.ts';
import type { Score } from '../fsrs/score.ts';
import type { CardDirection } from '../review/review-day-rows.ts';
import type { WorkloadPoint } from './workload-curve.ts';

/** A stored review with its time on the card (user_card_review.duration_ms, null = unmeasured). */
export interface TimedReviewRow {
  phrase_id: string;
  direction?: CardDirection;
  day_session: DayString;
  score: Score;
  day_first_review: boolean;
  duration_ms: number | null;
}

/** Seconds a card takes on a review day, and on how many card-days it was measured (0: assumed). */
export interface ReviewTime {
  seconds: number;
  measuredDays: number;
}

/** A review day's time on a card that is recalled, and on one that is forgotten. */
export interface ReviewTimes {
  recalled: ReviewTime;
  forgotten: ReviewTime;
}

/**
 * What the minutes assume before anything is measured: a few seconds to recall a phrase, more
 * for a forgotten one, read again with its answer and asked once more the same day.
 */
export const ASSUMED_REVIEW_SECONDS = Object.freeze({ recalled: 8, forgotten: 20 });

/**
 * The learner's own time per review day of a card, from the deck's reviews: a card-day's time
 * is the sum over all its reviews that day (a forgotten card is asked again the same day), and
 * it counts as recalled or forgotten by the day's first score, as the simulation scores it.
 * Only card-days whose reviews were all measured count, and never a card's first day (learning
 * a new card is not a review the simulation makes). Without a measured day, the assumption.
 */
export function reviewTimes(rows: readonly TimedReviewRow[]): ReviewTimes {
  const firstDay = new Map<string, DayString>();
  const cardDays = new Map<
    string,
    { card: string; day: DayString; ms: number; score?: Score; measured: boolean }
  >();
  for (const row of rows) {
    // A UUID holds no space, so the key names one phrase in one direction.
    const card = `${row.phrase_id} ${row.direction ?? 'recognise'}`;
    const first = firstDay.get(card);
    if (first === undefined || row.day_session < first) firstDay.set(card, row.day_session);
    const key = `${card} ${row.day_session}`;
    const cardDay = cardDays.get(key) ?? { card, day: row.day_session, ms: 0, measured: true };
    cardDay.ms += row.duration_ms ?? 0;
    cardDay.measured &&= row.duration_ms !== null;
    if (row.day_first_review) cardDay.score = row.score;
    cardDays.set(key, cardDay);
  }
  const sums = { recalled: { ms: 0, days: 0 }, forgotten: { ms: 0, days: 0 } };
  for (const { card, day, ms, score, measured } of cardDays.values()) {
    if (!measured || score === undefined || firstDay.get(card) === day) continue;
    const sum = score === 1 ? sums.forgotten : sums.recalled;
    sum.ms += ms;
    sum.days++;
  }
  const time = (kind: keyof ReviewTimes): ReviewTime =>
    sums[kind].days === 0
      ? { seconds: ASSUMED_REVIEW_SECONDS[kind], measuredDays: 0 }
      : { seconds: sums[kind].ms / 1000 / sums[kind].days, measuredDays: sums[kind].days };
  return { recalled: time('recalled'), forgotten: time('forgotten') };
}

/** Minutes a day a workload point takes at the learner's review times. */
export function minutesPerDay(point: WorkloadPoint, times: ReviewTimes): number {
  const recalled = point.reviewsPerDay - point.forgottenPerDay;
  return (recalled * times.recalled.seconds + point.forgottenPerDay * times.forgotten.seconds) / 60;
}
