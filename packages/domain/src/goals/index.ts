export { HISTORY_DAYS, firstReviewPerCardPerDay, reviewHistory } from './review-history.ts';
export type { HistoryBucket, HistoryReview } from './review-history.ts';
export { weeklyGoalProgress } from './weekly-goal.ts';
export type { WeekDayProgress, WeeklyGoalProgress } from './weekly-goal.ts';
