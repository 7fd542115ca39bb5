export {
  DUE_RETRIEVABILITY,
  FSRS5_WEIGHTS,
  FSRS_DECAY,
  FSRS_FACTOR,
  fsrsParameters,
  fsrsScheduler,
} from './fsrs-parameters.ts';
export { isDue, retrievability } from './retrievability.ts';
export { nextState, replayReviews } from './next-state.ts';
export type { CardMemory, MemoryState, ScoredReview } from './next-state.ts';
export { isScore } from './score.ts';
export type { Score } from './score.ts';
