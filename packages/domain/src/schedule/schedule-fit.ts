import { scheduleDecay, type DeckSchedule } from '../fsrs/deck-schedule.ts';
import { nextState, type MemoryState } from '../fsrs/next-state.ts';
import { retrievability } from '../fsrs/retrievability.ts';
import type { CardHistory } from './card-histories.ts';

/** How well a schedule predicted a learner's recalls. */
export interface ScheduleFit {
  /** Mean binary cross-entropy of the predicted recall probability: lower is better. */
  logLoss: number;
  /**
   * Root mean square gap between predicted and actual recall rates over 20 bins of
   * predicted probability, weighted by reviews (FSRS's "RMSE (bins)"): lower is better.
   */
  rmse: number;
  /** Reviews predicted (every scheduling review after a card's first). */
  reviews: number;
}

const BINS = 20;
const EPSILON = 1e-6;

/**
 * Replays each card's history with the schedule's parameters and scores the recall
 * probability it predicted before each review against the outcome (any score but 'again'
 * is a recall). `from` limits the scoring to reviews on or after a day, so a model fitted on
 * the earlier days can be tested on the later ones; the earlier reviews still set the state.
 */
export function scheduleFit(
  histories: readonly CardHistory[],
  schedule: DeckSchedule,
  from?: string,
): ScheduleFit {
  const decay = scheduleDecay(schedule);
  let loss = 0;
  let reviews = 0;
  const bins = Array.from({ length: BINS }, () => ({ n: 0, predicted: 0, recalled: 0 }));
  for (const { steps } of histories) {
    let state: MemoryState | null = null;
    for (const step of steps) {
      if (state !== null && (from === undefined || step.day >= from)) {
        const p = Math.min(
          1 - EPSILON,
          Math.max(EPSILON, retrievability(step.elapsedDays, state.stability, decay)),
        );
        const y = step.score > 1 ? 1 : 0;
        loss -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
        reviews++;
        const bin = bins[Math.min(BINS - 1, Math.floor(p * BINS))]!;
        bin.n++;
        bin.predicted += p;
        bin.recalled += y;
      }
      state = nextState(state, step.score, state === null ? 0 : step.elapsedDays, schedule);
    }
  }
  let squared = 0;
  for (const bin of bins) {
    if (bin.n > 0) squared += bin.n * ((bin.recalled - bin.predicted) / bin.n) ** 2;
  }
  return {
    logLoss: reviews ? loss / reviews : Number.NaN,
    rmse: reviews ? Math.sqrt(squared / reviews) : Number.NaN,
    reviews,
  };
}
