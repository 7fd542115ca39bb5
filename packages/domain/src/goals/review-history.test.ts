import { describe, expect, it } from 'vitest';
import { reviewHistory, type HistoryReview } from './review-history.ts';

const r = (
  phrase_id: string,
  day_session: string,
  score: 1 | 2 | 3 | 4,
  created_at?: string,
): HistoryReview => ({
  phrase_id,
  day_session,
  score,
  created_at,
});

describe('reviewHistory', () => {
  const today = '2026-11-21';

  it('has 11 days, 10 back plus today, oldest first', () => {
    const buckets = reviewHistory([], today);
    expect(buckets).toHaveLength(11);
    expect(buckets[0]?.day).toBe('2026-11-11');
    expect(buckets[10]?.day).toBe(today);
    expect(buckets.every((b) => b.total === 0)).toBe(true);
  });

  it('counts scores of 2 or more as positive, using first reviews only', () => {
    const buckets = reviewHistory(
      [
        r('a', today, 1, '2026-11-21T10:00:00Z'),
        r('a', today, 4, '2026-11-21T10:05:00Z'),
        r('b', today, 2),
        r('c', today, 3),
        r('a', '2026-11-11', 1),
        r('old', '2026-11-10', 4),
        r('future', '2026-11-22', 4),
      ],
      today,
    );
    expect(buckets[10]).toEqual({ day: today, positive: 2, negative: 1, total: 3 });
    expect(buckets[0]).toEqual({ day: '2026-11-11', positive: 0, negative: 1, total: 1 });
    expect(buckets.reduce((sum, b) => sum + b.total, 0)).toBe(4);
  });
});
