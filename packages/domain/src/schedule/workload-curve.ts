import type { DayString } from '../days/day-session.ts';
import {
  DESIRED_RETENTION_MAX,
  DESIRED_RETENTION_MIN,
  type DeckSchedule,
} from '../fsrs/deck-schedule.ts';
import type { CardHistory } from './card-histories.ts';
import {
  simulateCard,
  simulatedCards,
  simulationSeed,
  type SimulatedCard,
} from './daily-workload.ts';
import { seededRandom } from './seeded-random.ts';

/** The workload at one desired retention: scheduling reviews a day, and how many of them forgotten. */
export interface WorkloadPoint {
  retention: number;
  reviewsPerDay: number;
  forgottenPerDay: number;
}

/** The retentions the curve is drawn at: every point from 70 to 97 %, as the slider steps. */
export const WORKLOAD_RETENTIONS: readonly number[] = Object.freeze(
  Array.from(
    { length: Math.round((DESIRED_RETENTION_MAX - DESIRED_RETENTION_MIN) * 100) + 1 },
    (_, i) => Math.round(DESIRED_RETENTION_MIN * 100 + i) / 100,
  ),
);

/**
 * The deck's workload at each retention of {@link WORKLOAD_RETENTIONS} over the next `days`
 * days, simulated from its reviewed cards and their memory now (daily-workload.ts), `runs`
 * times. A generator, so that a page can run it in slices and keep its main thread free: it
 * yields after each card's replay (0) and after each card's simulation (the share of cards
 * done), and returns the points. The cards' replay is
 * done once for all retentions, and each card draws the same numbers at every retention.
 */
export function* workloadCurve(
  histories: readonly CardHistory[],
  parameters: DeckSchedule['parameters'],
  today: DayString,
  { days = 365, runs = 4 }: { days?: number; runs?: number } = {},
): Generator<number, WorkloadPoint[], void> {
  // The replay, a card at a time too: on a large deck it is a slice of its own.
  const cards: SimulatedCard[] = [];
  for (const history of histories) {
    cards.push(...simulatedCards([history], parameters, today));
    yield 0;
  }
  const schedules = WORKLOAD_RETENTIONS.map((desiredRetention) => ({
    parameters,
    desiredRetention,
  }));
  const reviews = WORKLOAD_RETENTIONS.map(() => 0);
  const forgotten = WORKLOAD_RETENTIONS.map(() => 0);
  for (const [index, card] of cards.entries()) {
    schedules.forEach((schedule, step) => {
      for (let run = 0; run < runs; run++) {
        const random = seededRandom(simulationSeed(run, index));
        const workload = simulateCard(card, schedule, random, days);
        reviews[step]! += workload.reviews;
        forgotten[step]! += workload.forgotten;
      }
    });
    yield (index + 1) / cards.length;
  }
  return WORKLOAD_RETENTIONS.map((retention, step) => ({
    retention,
    reviewsPerDay: reviews[step]! / runs / days,
    forgottenPerDay: forgotten[step]! / runs / days,
  }));
}

/** Runs {@link workloadCurve} to its end at once (tests, benches). */
export function wholeWorkloadCurve(...args: Parameters<typeof workloadCurve>): WorkloadPoint[] {
  const run = workloadCurve(...args);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}
