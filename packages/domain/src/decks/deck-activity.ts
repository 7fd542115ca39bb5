import { addDays, type DayString } from '../days/day-session.ts';
import {
  HISTORY_DAYS,
  reviewHistory,
  type HistoryBucket,
  type HistoryReview,
} from '../goals/review-history.ts';
import { weeklyGoalProgress, type WeeklyGoalProgress } from '../goals/weekly-goal.ts';

/** The first day whose reviews the deck screens need: the chart's oldest day (covers Monday too). */
export function activitySince(today: DayString): DayString {
  return addDays(today, 1 - HISTORY_DAYS);
}

/** What a deck's tile and home show about its recent reviews. */
export interface DeckActivity {
  /** The 11 days of the history chart, oldest first. */
  history: HistoryBucket[];
  week: WeeklyGoalProgress;
  /** Reviews since Monday, every score counted: the stats' 'Reviews' for the same days. */
  reviewedThisWeek: number;
}

/** History chart, weekly goal and this week's count of one deck, from its recent reviews. */
export function deckActivity(
  reviews: readonly HistoryReview[],
  dailyGoal: number,
  today: DayString,
): DeckActivity {
  const week = weeklyGoalProgress(reviews, dailyGoal, today);
  return {
    history: reviewHistory(reviews, today),
    week,
    reviewedThisWeek: reviews.filter(
      (review) => review.day_session >= week.days[0]!.day && review.day_session <= today,
    ).length,
  };
}
