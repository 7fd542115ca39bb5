import { daysBetween, type DayString } from '../days/day-session.ts';
import type { DeckSchedule } from '../fsrs/deck-schedule.ts';
import { schedulerFor } from '../fsrs/fsrs-parameters.ts';
import { nextState, type MemoryState } from '../fsrs/next-state.ts';
import type { CardHistory } from './card-histories.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * Reviews a day the deck's reviewed cards would ask for over the next `days` days under a
 * schedule: each card is replayed to its current state, then comes back when its recall
 * probability falls to the desired retention (ts-fsrs's interval) and is recalled with that
 * probability ('good') or forgotten ('again'). Averaged over `runs` seeded simulations.
 */
export function dailyWorkload(
  histories: readonly CardHistory[],
  schedule: DeckSchedule,
  today: DayString,
  { days = 365, runs = 4 }: { days?: number; runs?: number } = {},
): number {
  const scheduler = schedulerFor(schedule);
  const cards = histories.flatMap(({ steps }) => {
    let state: MemoryState | null = null;
    for (const step of steps)
      state = nextState(state, step.score, state === null ? 0 : step.elapsedDays, schedule);
    const last = steps.at(-1);
    return state && last ? [{ state, since: Math.max(0, daysBetween(last.day, today)) }] : [];
  });
  let total = 0;
  for (let run = 0; run < runs; run++) {
    const random = seededRandom(20261127 + run);
    for (const card of cards) {
      let state = card.state;
      const due = scheduler.next_interval(state.stability, 0) - card.since;
      let day = Math.max(0, due);
      let elapsed = Math.max(1, card.since + day);
      while (day < days) {
        total++;
        const score = random() < schedule.desiredRetention ? 3 : 1;
        state = nextState(state, score, elapsed, schedule);
        elapsed = scheduler.next_interval(state.stability, elapsed);
        day += elapsed;
      }
    }
  }
  return total / runs / days;
}
