import { daysBetween, type DayString } from '../days/day-session.ts';
import { DEFAULT_SCHEDULE, type DeckSchedule } from '../fsrs/deck-schedule.ts';
import { schedulerFor } from '../fsrs/fsrs-parameters.ts';
import { nextState, type MemoryState } from '../fsrs/next-state.ts';
import type { Score } from '../fsrs/score.ts';

/** A card's scheduling state before the review day (null fields: never reviewed before). */
export interface MemoryBeforeDay {
  difficulty: number | null;
  stability: number | null;
  last_day_session: DayString | null;
}

const scores = [1, 2, 3, 4] as const satisfies readonly Score[];

/**
 * Days until each score would bring the card back (docs/product.md §9): with FSRS-5, decay
 * 0.5 and a 0.9 target, R falls to 0.9 exactly when elapsed days equal stability, so the
 * interval is the new stability rounded to whole days, at least 1. With a deck's own
 * schedule it is the day R falls to its desired retention on its curve (ts-fsrs's
 * next_interval). The same state the database computes for the day's first review
 * (fsrs/next-state.ts).
 */
export function scoreIntervals(
  before: MemoryBeforeDay,
  daySession: DayString,
  schedule: DeckSchedule = DEFAULT_SCHEDULE,
): Record<Score, number> {
  const previous: MemoryState | null =
    before.difficulty !== null && before.stability !== null && before.last_day_session !== null
      ? { difficulty: before.difficulty, stability: before.stability }
      : null;
  const elapsed =
    previous && before.last_day_session
      ? Math.max(1, daysBetween(before.last_day_session, daySession))
      : 0;
  const scheduler = schedulerFor(schedule);
  const intervals = {} as Record<Score, number>;
  for (const score of scores) {
    const { stability } = nextState(previous, score, elapsed, schedule);
    intervals[score] = scheduler.next_interval(stability, elapsed);
  }
  return intervals;
}
