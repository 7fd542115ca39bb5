import { fsrs, get_fuzz_range, type FSRS } from 'ts-fsrs';
import type { DeckSchedule } from '../fsrs/deck-schedule.ts';
import { parametersFor, schedulerFor } from '../fsrs/fsrs-parameters.ts';

/** ts-fsrs's longest interval, the bound of its fuzz range. */
const MAXIMUM_INTERVAL = 36_500;

const fuzzingSchedulers = new Map<string, FSRS>();

/** ts-fsrs with fuzz on for a schedule (one per distinct schedule, kept). */
function fuzzingSchedulerFor(schedule: DeckSchedule): FSRS {
  const key = `${schedule.desiredRetention}:${schedule.parameters?.join(',') ?? 'default'}`;
  let scheduler = fuzzingSchedulers.get(key);
  if (!scheduler) {
    scheduler = fsrs({ ...parametersFor(schedule), enable_fuzz: true });
    fuzzingSchedulers.set(key, scheduler);
  }
  return scheduler;
}

/**
 * The seed of a card's fuzz at a review: its id and its count of scheduling reviews including
 * this one, as ts-fsrs's card-id seed strategy builds it. The same card and review always
 * land on the same day; the database seeds the same way (private.balanced_due_day).
 */
export const fuzzSeed = (cardId: string, reps: number) => `${cardId}${reps}`;

/**
 * Within [minDays, maxDays], the interval whose day carries the least load (`loads[i]` is
 * the load minDays + i days ahead). An easy day counts its load double, plus one, so it gets
 * fewer cards than another day (about two thirds as many in pnpm bench:schedule). Ties go to the day nearest the fuzzed interval, then
 * the earlier. The same rule as private.least_loaded_interval; a db test holds them together.
 */
export function leastLoadedInterval(
  minDays: number,
  maxDays: number,
  fuzzed: number,
  loads: readonly number[],
  easy: readonly boolean[] = [],
): number {
  let best = minDays;
  let bestKey: [number, number] = [Infinity, Infinity];
  for (let i = 0; i <= maxDays - minDays; i++) {
    const load = loads[i] ?? 0;
    const weighted = easy[i] ? 2 * load + 1 : load;
    const key: [number, number] = [weighted, Math.abs(minDays + i - fuzzed)];
    if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
      best = minDays + i;
      bestKey = key;
    }
  }
  return best;
}

/** What the balancer needs to know about the days ahead of a review. */
export interface DaysAhead {
  /** Cards already due `days` after the review day. */
  loadIn(days: number): number;
  /** Whether the day `days` after the review day is one of the learner's easy days. */
  isEasy?(days: number): boolean;
}

/**
 * The interval a card gets in a deck that evens out its days (docs/scheduling.md "Even days"):
 * ts-fsrs's interval at the deck's retention; above 2.5 days, fuzzed within FSRS's range with
 * ts-fsrs's own generator seeded per card and review, then moved within the range to the day
 * with the least load.
 */
export function balancedInterval(
  schedule: DeckSchedule,
  stability: number,
  elapsedDays: number,
  seed: string,
  ahead: DaysAhead,
): number {
  const interval = schedulerFor(schedule).next_interval(stability, elapsedDays);
  if (interval < 2.5) return interval;
  const fuzzing = fuzzingSchedulerFor(schedule);
  fuzzing.seed = seed;
  const fuzzed = fuzzing.next_interval(stability, elapsedDays);
  const { min_ivl, max_ivl } = get_fuzz_range(interval, elapsedDays, MAXIMUM_INTERVAL);
  const days = Array.from({ length: max_ivl - min_ivl + 1 }, (_, i) => min_ivl + i);
  return leastLoadedInterval(
    min_ivl,
    max_ivl,
    fuzzed,
    days.map((d) => ahead.loadIn(d)),
    days.map((d) => ahead.isEasy?.(d) ?? false),
  );
}
