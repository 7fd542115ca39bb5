/** One fit's training items (fsrs-rs's format, trainingItems in @phrasebook/domain). */
export interface TrainingItems {
  ratings: Uint32Array;
  deltas: Uint32Array;
  lengths: Uint32Array;
}

/**
 * What the page sends the optimiser's worker: where this remote's files are (the worker
 * cannot tell, run-optimiser.ts) and the fits to run, in order: the learner's set, then the
 * deck's held-out test (docs/scheduling.md "Optimising").
 */
export interface OptimiseRequest {
  base: string;
  fits: TrainingItems[];
}

/** What the worker reports back: the stage it reached, then the fitted sets or an error. */
export type OptimiserMessage =
  | { type: 'stage'; stage: 'loading' }
  | { type: 'stage'; stage: 'fitting'; fit: number; of: number }
  | { type: 'done'; parameters: number[][] }
  | { type: 'failed'; message: string };
