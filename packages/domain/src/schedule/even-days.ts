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
 * land on the same day; the database seeds the same way (private.balanced_due).
 */
export const fuzzSeed = (cardId: string, reps: number) => `${cardId}${reps}`;

/**
 * Within [minDays, maxDays], the interval whose day carries the least load (`loads[i]` is
 * the load minDays + i days ahead). An easy day counts its load double, plus one, so it gets
 * fewer cards than another day (0.55 to 0.61 as many in pnpm bench:schedule). Ties go to the
 * day nearest the fuzzed interval, then the earlier. The same rule as
 * private.least_loaded_interval; a db test holds them together.
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
    const key: [number, number] = [
      weighted(loads[i] ?? 0, easy[i] ?? false),
      Math.abs(minDays + i - fuzzed),
    ];
    if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
      best = minDays + i;
      bestKey = key;
    }
  }
  return best;
}

/** The weight a day's load counts for: an easy day's double, plus one. */
const weighted = (load: number, easy: boolean) => (easy ? 2 * load + 1 : load);

/** What the balancer needs to know about the days ahead of a review. */
export interface DaysAhead {
  /** Cards already due `days` after the review day. */
  loadIn(days: number): number;
  /** Whether the day `days` after the review day is one of the learner's easy days. */
  isEasy?(days: number): boolean;
}

/** Where a balanced review sends its card: the interval, and the range it was chosen within. */
export interface BalancedInterval {
  days: number;
  /** FSRS's fuzz range (days after the review), or null for an interval under 2.5 days. */
  range: { earliest: number; latest: number } | null;
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
): BalancedInterval {
  const interval = schedulerFor(schedule).next_interval(stability, elapsedDays);
  if (interval < 2.5) return { days: interval, range: null };
  const fuzzing = fuzzingSchedulerFor(schedule);
  fuzzing.seed = seed;
  const fuzzed = fuzzing.next_interval(stability, elapsedDays);
  const { min_ivl, max_ivl } = get_fuzz_range(interval, elapsedDays, MAXIMUM_INTERVAL);
  const days = Array.from({ length: max_ivl - min_ivl + 1 }, (_, i) => min_ivl + i);
  return {
    days: leastLoadedInterval(
      min_ivl,
      max_ivl,
      fuzzed,
      days.map((d) => ahead.loadIn(d)),
      days.map((d) => ahead.isEasy?.(d) ?? false),
    ),
    range: { earliest: min_ivl, latest: max_ivl },
  };
}

/**
 * A card already due on a crowded day that could have gone elsewhere: the first and last day
 * of the fuzz range it was balanced within, in days after the review that crowds it.
 */
export interface MovableCard {
  id: string;
  earliest: number;
  latest: number;
}

/**
 * The move that relieves a day a card has just landed on without a choice (an interval under
 * 2.5 days, a forgotten card's, which FSRS never fuzzes): one of the cards already due that day
 * goes to another day of its own range, from tomorrow on, when that day would still carry less
 * than the crowded one (`ahead.loadIn(crowded)` counts the newcomer). The lightest such day
 * wins, then the one nearest the crowded day, then the card with the smaller id, then the
 * earlier day. Null when no move lightens the day. The same rule as private.relieving_move; a
 * db test holds them together.
 */
export function relievingMove(
  crowded: number,
  movable: readonly MovableCard[],
  ahead: DaysAhead,
): { id: string; to: number } | null {
  const easy = (days: number) => ahead.isEasy?.(days) ?? false;
  const crowdedWeight = weighted(ahead.loadIn(crowded), easy(crowded));
  let best: { id: string; to: number; key: [number, number] } | null = null;
  for (const card of movable) {
    for (let to = Math.max(card.earliest, 1); to <= card.latest; to++) {
      if (to === crowded) continue;
      const load = ahead.loadIn(to);
      if (weighted(load + 1, easy(to)) >= crowdedWeight) continue;
      const key: [number, number] = [weighted(load, easy(to)), Math.abs(to - crowded)];
      const better =
        !best ||
        key[0] < best.key[0] ||
        (key[0] === best.key[0] &&
          (key[1] < best.key[1] ||
            (key[1] === best.key[1] &&
              (card.id < best.id || (card.id === best.id && to < best.to)))));
      if (better) best = { id: card.id, to, key };
    }
  }
  return best && { id: best.id, to: best.to };
}
