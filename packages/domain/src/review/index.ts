export type {
  DayReview,
  ReviewDay,
  ReviewProgress,
  ReviewStage,
  ReviewsMap,
  SessionPosition,
} from './review-types.ts';
export { firstReviewsByCard, latestReviewsByCard } from './reviews-map.ts';
export {
  isAgain,
  isUnreviewed,
  naturalNextIndex,
  nextAgainIndex,
  nextUnreviewedIndex,
} from './card-index.ts';
export { inferStart, reviewDayStats } from './day-stats.ts';
export type { ReviewDayStats } from './day-stats.ts';
export {
  AUTO_ADVANCE_MS,
  reviewDayComplete,
  reviewScreen,
  reviewSessionReducer,
} from './review-session.ts';
export type { ReviewScreen, ReviewSessionAction } from './review-session.ts';
export { reviewWriteFor } from './review-write.ts';
export type { ReviewWrite } from './review-write.ts';
export {
  ReviewProgressMismatchError,
  assertProgressFor,
  initialReviewProgress,
  progressMismatchMessage,
  readReviewProgress,
  reviewProgressKey,
} from './review-progress.ts';
export { dueToday, inReviewSet, isDueToday, reviewSetNames, reviewSets } from './review-sets.ts';
export type { ReviewSetName, ReviewableCard } from './review-sets.ts';
export { buildDayManifest, manifestInputOf, moreForToday } from './day-manifest.ts';
export type { DayManifest, DayManifestInput, NewCardSource } from './day-manifest.ts';
export {
  cardsMarkedAgain,
  enqueueReviewWrite,
  outboxFor,
  readQueuedReviewWrite,
  reviewsWithOutbox,
} from './review-outbox.ts';
export type { QueuedReviewWrite } from './review-outbox.ts';
export {
  UNDO_STEPS_KEPT,
  readUndoHistory,
  reviewUndoKey,
  undoStepFor,
  undoStepsFromServer,
  undoWriteFor,
} from './review-undo.ts';
export type { ServerDayReview, UndoHistory, UndoStep } from './review-undo.ts';
export { answerButtonsFor, isAnswerButtons, scoresOffered } from './answer-buttons.ts';
export type { AnswerButtons } from './answer-buttons.ts';
export { scoreIntervals } from './score-intervals.ts';
export type { MemoryBeforeDay } from './score-intervals.ts';
export { reviewPostErrorMessage, reviewToast } from './review-toasts.ts';
export type { ReviewToast } from './review-toasts.ts';
export {
  ReviewRowError,
  isCardDirection,
  parseReviewCards,
  parseReviewSetup,
} from './review-day-rows.ts';
export type { CardDirection, ReviewCard, ReviewSetup } from './review-day-rows.ts';
