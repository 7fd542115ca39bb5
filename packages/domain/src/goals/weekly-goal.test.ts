import { describe, expect, it } from 'vitest';
import type { HistoryReview } from './review-history.ts';
import { weeklyGoalProgress } from './weekly-goal.ts';

function reviewsOn(day: string, cards: number): HistoryReview[] {
  return Array.from({ length: cards }, (_, i) => ({
    phrase_id: `p${i}`,
    day_session: day,
    score: 3 as const,
  }));
}

describe('weeklyGoalProgress', () => {
  it('counts the days since Monday that reached the goal', () => {
    // 2026-11-19 is a Thursday; the week started on Monday 2026-11-16.
    const reviews = [
      ...reviewsOn('2026-11-15', 20), // Sunday of last week: not counted
      ...reviewsOn('2026-11-16', 15),
      ...reviewsOn('2026-11-17', 14),
      ...reviewsOn('2026-11-19', 16),
    ];
    const progress = weeklyGoalProgress(reviews, 15, '2026-11-19');
    expect(progress.days.map((d) => [d.day, d.cardsReviewed, d.goalMet])).toEqual([
      ['2026-11-16', 15, true],
      ['2026-11-17', 14, false],
      ['2026-11-18', 0, false],
      ['2026-11-19', 16, true],
    ]);
    expect(progress.daysMet).toBe(2);
  });

  it('counts a card once per day, and Monday alone on a Monday', () => {
    const reviews = [...reviewsOn('2026-11-16', 2), ...reviewsOn('2026-11-16', 2)];
    const progress = weeklyGoalProgress(reviews, 3, '2026-11-16');
    expect(progress.days).toEqual([{ day: '2026-11-16', cardsReviewed: 2, goalMet: false }]);
    expect(progress.daysMet).toBe(0);
  });
});
