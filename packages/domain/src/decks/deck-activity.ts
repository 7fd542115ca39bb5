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
  /** Cards reviewed since Monday (each card once a day). */
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
    reviewedThisWeek: week.days.reduce((sum, day) => sum + day.cardsReviewed, 0),
  };
}
