import { daysBetween, type DayString } from '../days/day-session.ts';
import type { DeckSchedule } from '../fsrs/deck-schedule.ts';
import { schedulerFor } from '../fsrs/fsrs-parameters.ts';
import { nextState, type MemoryState } from '../fsrs/next-state.ts';
import type { CardHistory } from './card-histories.ts';
import { seededRandom } from './seeded-random.ts';

/** A reviewed card where a simulation starts: its memory now and the days since its last review. */
export interface SimulatedCard {
  state: MemoryState;
  since: number;
}

/** What one simulated card asked for: scheduling reviews, and how many of them it forgot. */
export interface CardWorkload {
  reviews: number;
  forgotten: number;
}

/**
 * The deck's reviewed cards replayed to their memory now. Only the parameters matter (the
 * desired retention changes when a card comes back, not what a review does to its memory),
 * so one replay serves every retention a simulation tries.
 */
export function simulatedCards(
  histories: readonly CardHistory[],
  parameters: DeckSchedule['parameters'],
  today: DayString,
): SimulatedCard[] {
  const schedule = { parameters, desiredRetention: 0.9 };
  return histories.flatMap(({ steps }) => {
    let state: MemoryState | null = null;
    for (const step of steps)
      state = nextState(state, step.score, state === null ? 0 : step.elapsedDays, schedule);
    const last = steps.at(-1);
    return state && last ? [{ state, since: Math.max(0, daysBetween(last.day, today)) }] : [];
  });
}

/**
 * The seed of one card's draws in one run. Each card has its own stream, the same at every
 * retention, so two retentions differ by the schedule and not by luck (common random numbers:
 * the curve over retentions is smooth with few runs).
 */
export const simulationSeed = (run: number, card: number) => 20261127 + run * 1_000_003 + card;

/**
 * One card's next `days` days under a schedule: it comes back when its recall probability falls
 * to the desired retention (ts-fsrs's interval) and is recalled with that probability ('good')
 * or forgotten ('again'), `random` deciding.
 */
export function simulateCard(
  card: SimulatedCard,
  schedule: DeckSchedule,
  random: () => number,
  days: number,
): CardWorkload {
  const scheduler = schedulerFor(schedule);
  let state = card.state;
  let day = Math.max(0, scheduler.next_interval(state.stability, 0) - card.since);
  let elapsed = Math.max(1, card.since + day);
  let reviews = 0;
  let forgotten = 0;
  while (day < days) {
    reviews++;
    const recalled = random() < schedule.desiredRetention;
    if (!recalled) forgotten++;
    state = nextState(state, recalled ? 3 : 1, elapsed, schedule);
    elapsed = scheduler.next_interval(state.stability, elapsed);
    day += elapsed;
  }
  return { reviews, forgotten };
}

/**
 * Reviews a day the deck's reviewed cards would ask for over the next `days` days under a
 * schedule (see {@link simulateCard}), averaged over `runs` seeded simulations. The same
 * figure as the workload curve's point at that retention (workload-curve.ts).
 */
export function dailyWorkload(
  histories: readonly CardHistory[],
  schedule: DeckSchedule,
  today: DayString,
  { days = 365, runs = 4 }: { days?: number; runs?: number } = {},
): number {
  const cards = simulatedCards(histories, schedule.parameters, today);
  let total = 0;
  cards.forEach((card, index) => {
    for (let run = 0; run < runs; run++)
      total += simulateCard(card, schedule, seededRandom(simulationSeed(run, index)), days).reviews;
  });
  return total / runs / days;
}
