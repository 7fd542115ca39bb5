/**
 * What the page sends the optimiser's worker: where this remote's files are (the worker
 * cannot tell, run-optimiser.ts) and the deck's training items (fsrs-rs's format).
 */
export interface OptimiseRequest {
  base: string;
  ratings: Uint32Array;
  deltas: Uint32Array;
  lengths: Uint32Array;
}

/** What the worker reports back: the stage it reached, then the fitted parameters or an error. */
export type OptimiserMessage =
  | { type: 'stage'; stage: 'loading' | 'fitting' }
  | { type: 'done'; parameters: number[] }
  | { type: 'failed'; message: string };
