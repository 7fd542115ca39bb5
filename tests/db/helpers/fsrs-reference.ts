import { fsrs, generatorParameters, type FSRS } from 'ts-fsrs';

/** FSRS-5 default weights, the same list as public.fsrs_weights() in the migrations. */
export const fsrs5Weights = [
  0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575, 0.1192, 1.01925,
  1.9395, 0.11, 0.29605, 2.2698, 0.2315, 2.9898, 0.51655, 0.6621,
];

/** ts-fsrs configured as our convention says: FSRS-5 weights (decay 0.5), no fuzz. */
export function referenceScheduler(): FSRS {
  const debug = console.debug;
  console.debug = () => undefined; // ts-fsrs announces that it pads 19 weights to 21
  try {
    return fsrs(generatorParameters({ w: fsrs5Weights, enable_fuzz: false }));
  } finally {
    console.debug = debug;
  }
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
