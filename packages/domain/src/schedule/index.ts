export { cardHistories, countTrainingReviews, trainingItems } from './card-histories.ts';
export type { CardHistory, DeckReviewRow } from './card-histories.ts';
export { dailyWorkload } from './daily-workload.ts';
export { scheduleFit } from './schedule-fit.ts';
export type { ScheduleFit } from './schedule-fit.ts';
export { MIN_REVIEWS_TO_OPTIMISE } from './optimise-minimum.ts';
export { seededRandom } from './seeded-random.ts';
export { WORKLOAD_RETENTIONS, wholeWorkloadCurve, workloadCurve } from './workload-curve.ts';
export type { WorkloadPoint } from './workload-curve.ts';
export { ASSUMED_REVIEW_SECONDS, minutesPerDay, reviewTimes } from './review-times.ts';
export type { ReviewTime, ReviewTimes, TimedReviewRow } from './review-times.ts';
export { balancedInterval, fuzzSeed, leastLoadedInterval, relievingMove } from './even-days.ts';
export type { BalancedInterval, DaysAhead, MovableCard } from './even-days.ts';
export {
  HELD_OUT_SHARE,
  heldOutFrom,
  historiesBefore,
  planLearnerFit,
  testDeckSet,
} from './learner-fit.ts';
export type { DeckSetTest, LearnerFitPlan } from './learner-fit.ts';
export {
  CATCH_UP_CAP_MAX,
  CATCH_UP_CAP_MESSAGE,
  CATCH_UP_CAP_MIN,
  CATCH_UP_MAX_DAYS,
  catchUpPlanDay,
  isCatchUpCap,
  parseCatchUp,
} from './catch-up-plan.ts';
export type { CatchUp, CatchUpCard, CatchUpOffer, CatchUpPlan } from './catch-up-plan.ts';
export { catchUpCapForDays, catchUpForecast } from './catch-up-forecast.ts';
export type { CatchUpDay, CatchUpForecast } from './catch-up-forecast.ts';
