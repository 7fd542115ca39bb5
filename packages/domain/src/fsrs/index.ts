export {
  DEFAULT_PARAMETERS,
  DEFAULT_SCHEDULE,
  DESIRED_RETENTION_MAX,
  DESIRED_RETENTION_MIN,
  DUE_RETRIEVABILITY,
  FSRS5_WEIGHTS,
  FSRS_DECAY,
  FSRS_FACTOR,
  PARAMETER_BOUNDS,
  parametersAreValid,
  scheduleDecay,
  storableParameters,
} from './deck-schedule.ts';
export type { DeckSchedule } from './deck-schedule.ts';
export { fsrsParameters, fsrsScheduler, parametersFor, schedulerFor } from './fsrs-parameters.ts';
export { isDue, retrievability } from './retrievability.ts';
export { nextState, replayReviews } from './next-state.ts';
export type { CardMemory, MemoryState, ScoredReview } from './next-state.ts';
export { isScore } from './score.ts';
export type { Score } from './score.ts';
