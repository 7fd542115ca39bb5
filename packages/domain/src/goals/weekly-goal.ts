import { addDays, daysBetween, weekStartMonday, type DayString } from '../days/day-session.ts';
import { firstReviewPerCardPerDay, type HistoryReview } from './review-history.ts';

/** One day of the current week. */
export interface WeekDayProgress {
  day: DayString;
  /** Distinct cards reviewed that day. */
  cardsReviewed: number;
  goalMet: boolean;
}

/** Progress of the week so far (docs/product.md §9). */
export interface WeeklyGoalProgress {
  /** Monday through today. */
  days: WeekDayProgress[];
  /** Days since Monday on which the reviews reached the daily goal. */
  daysMet: number;
}

/**
 * Counts, for each day from this week's Monday to `today`, the distinct cards
 * reviewed and whether that reached `dailyGoal`.
 */
export function weeklyGoalProgress(
  reviews: readonly HistoryReview[],
  dailyGoal: number,
  today: DayString,
): WeeklyGoalProgress {
  const monday = weekStartMonday(today);
  const dayCount = daysBetween(monday, today) + 1;
  const counts = new Map<DayString, number>();
  for (const review of firstReviewPerCardPerDay(reviews)) {
    counts.set(review.day_session, (counts.get(review.day_session) ?? 0) + 1);
  }
  const days = Array.from({ length: dayCount }, (_, i): WeekDayProgress => {
    const day = addDays(monday, i);
    const cardsReviewed = counts.get(day) ?? 0;
    return { day, cardsReviewed, goalMet: cardsReviewed >= dailyGoal };
  });
  return { days, daysMet: days.filter((d) => d.goalMet).length };
}
