import { fsrs, generatorParameters, type FSRS } from 'ts-fsrs';
import { PARAMETER_BOUNDS } from '@phrasebook/domain';

/** FSRS-5 default weights, the same list as public.fsrs_weights() in the migrations. */
export const fsrs5Weights = [
  0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575, 0.1192, 1.01925,
  1.9395, 0.11, 0.29605, 2.2698, 0.2315, 2.9898, 0.51655, 0.6621,
];

/**
 * ts-fsrs configured as our convention says: no fuzz, FSRS-5 weights (decay 0.5) unless
 * FSRS-6 parameters `w` are given.
 */
export function referenceScheduler(w: number[] = fsrs5Weights): FSRS {
  const debug = console.debug;
  console.debug = () => undefined; // ts-fsrs announces that it pads 19 weights to 21
  try {
    return fsrs(generatorParameters({ w, enable_fuzz: false }));
  } finally {
    console.debug = debug;
  }
}

/** A random valid FSRS-6 parameter set: each of w0..w20 uniform within its bounds. */
export function randomParameters(rand: () => number): number[] {
  return PARAMETER_BOUNDS.map(([lo, hi]) => Number((lo + rand() * (hi - lo)).toFixed(4)));
}

export interface ReviewStep {
  /** Whole review days since the previous scheduling review (ignored for the first). */
  t: number;
  score: 1 | 2 | 3 | 4;
}

/** Replays a history through ts-fsrs' memory model and returns the state after each step. */
export function replayReference(
  f: FSRS,
  steps: ReviewStep[],
): { difficulty: number; stability: number }[] {
  let state: { difficulty: number; stability: number } | null = null;
  return steps.map((step) => {
    state = f.next_state(state, state ? step.t : 0, step.score);
    return state;
  });
}

/** A history as real learners score it: mostly "good", gaps from a day to past a year. */
export function randomHistory(rand: () => number): ReviewStep[] {
  const length = 1 + Math.floor(rand() * 14);
  const steps: ReviewStep[] = [];
  for (let i = 0; i < length; i++) {
    const u = rand();
    // Mostly "good", sometimes again/hard/easy, as real learners score.
    const score = (u < 0.15 ? 1 : u < 0.3 ? 2 : u < 0.85 ? 3 : 4) as ReviewStep['score'];
    // Gaps from 1 day to well past a year, skewed short.
    const t = i === 0 ? 0 : 1 + Math.floor(Math.pow(rand(), 2.5) * 400);
    steps.push({ t, score });
  }
  return steps;
}
