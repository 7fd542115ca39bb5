import type { DayString } from '../days/day-session.ts';
import { daysBetween } from '../days/day-session.ts';
import { DEFAULT_SCHEDULE, type DeckSchedule } from './deck-schedule.ts';
import { schedulerFor } from './fsrs-parameters.ts';
import { isScore, type Score } from './score.ts';

/**
 * Elapsed-time convention, shared with the SQL implementation in the database:
 *
 * - Time is counted in whole review days. A review belongs to the day session
 *   it was made in (local date with the day rolling over at 04:00, see
 *   days/day-session.ts), and the elapsed time of a review is the difference
 *   between its day_session and the day_session of the review that last
 *   changed the card's memory state.
 * - Only the first review of a card in a day session reschedules it. Later
 *   reviews on the same day (elapsed 0, e.g. the "again" pass of stage 4) leave
 *   difficulty and stability unchanged, so ts-fsrs's short-term branch is never
 *   used.
 * - Everything else is ts-fsrs 5 `next_state` with the deck's FSRS-6 parameters (by
 *   default FSRS-5 weights, decay 0.5) and fuzz disabled (fsrs-parameters.ts).
 */

/** A card's memory state: FSRS difficulty (1–10) and stability (days until R = 0.9). */
export interface MemoryState {
  difficulty: number;
  stability: number;
}

/**
 * The memory state after a review scored `score`, `elapsedDays` whole review
 * days after the previous state-changing review. `previous` is null for a card's
 * first review. A same-day review (elapsedDays 0) returns `previous` unchanged.
 */
export function nextState(
  previous: MemoryState | null,
  score: Score,
  elapsedDays: number,
  schedule: DeckSchedule = DEFAULT_SCHEDULE,
): MemoryState {
  if (!isScore(score)) throw new RangeError(`score must be 1, 2, 3 or 4, got ${String(score)}`);
  if (!Number.isInteger(elapsedDays) || elapsedDays < 0) {
    throw new RangeError(`elapsedDays must be a whole number of days, got ${elapsedDays}`);
  }
  if (previous !== null && elapsedDays === 0) return previous;
  const next = schedulerFor(schedule).next_state(previous, elapsedDays, score);
  return { difficulty: next.difficulty, stability: next.stability };
}

/** The parts of a stored review that scheduling depends on. */
export interface ScoredReview {
  day_session: DayString;
  score: Score;
}

/** A memory state together with the day session of the review that set it. */
export interface CardMemory extends MemoryState {
  lastReviewDay: DayString;
}

/**
 * Replays a card's reviews (in the order they were made) into its current
 * memory, or null when it has none. Follows the convention above: the first
 * review of each day session counts, later ones that day do not.
 */
export function replayReviews(
  reviews: readonly ScoredReview[],
  schedule: DeckSchedule = DEFAULT_SCHEDULE,
): CardMemory | null {
  let memory: CardMemory | null = null;
  for (const review of reviews) {
    if (memory === null) {
      memory = { ...nextState(null, review.score, 0, schedule), lastReviewDay: review.day_session };
      continue;
    }
    const elapsed = daysBetween(memory.lastReviewDay, review.day_session);
    if (elapsed < 0) throw new RangeError(`reviews are out of order at ${review.day_session}`);
    if (elapsed === 0) continue;
    memory = {
      ...nextState(memory, review.score, elapsed, schedule),
      lastReviewDay: review.day_session,
    };
  }
  return memory;
}
