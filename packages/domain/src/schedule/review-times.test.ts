import { describe, expect, it } from 'vitest';
import {
  ASSUMED_REVIEW_SECONDS,
  minutesPerDay,
  reviewTimes,
  type TimedReviewRow,
} from './review-times.ts';

const row = (
  fields: Partial<TimedReviewRow> & Pick<TimedReviewRow, 'day_session'>,
): TimedReviewRow => ({
  phrase_id: 'p1',
  score: 3,
  day_first_review: true,
  duration_ms: 5_000,
  ...fields,
});

describe('reviewTimes', () => {
  it('assumes the figures when nothing is measured', () => {
    const times = reviewTimes([
      row({ day_session: '2026-11-01', duration_ms: null }),
      row({ day_session: '2026-11-03', duration_ms: null }),
    ]);
    expect(times).toEqual({
      recalled: { seconds: ASSUMED_REVIEW_SECONDS.recalled, measuredDays: 0 },
      forgotten: { seconds: ASSUMED_REVIEW_SECONDS.forgotten, measuredDays: 0 },
    });
  });

  it("averages a card-day's whole time, by the day's first score, leaving out a card's first day", () => {
    const times = reviewTimes([
      // The card's first day: learning it, not a review.
      row({ day_session: '2026-11-01', duration_ms: 30_000 }),
      row({ day_session: '2026-11-03', duration_ms: 4_000 }),
      row({ day_session: '2026-11-06', duration_ms: 6_000 }),
      // Forgotten, then asked again the same day: 9 + 5 s.
      row({ day_session: '2026-11-09', score: 1, duration_ms: 9_000 }),
      row({ day_session: '2026-11-09', score: 3, day_first_review: false, duration_ms: 5_000 }),
      // The other direction is a card of its own: its first day is left out too.
      row({ day_session: '2026-11-03', direction: 'recall', duration_ms: 40_000 }),
      row({ day_session: '2026-11-05', direction: 'recall', score: 1, duration_ms: 20_000 }),
    ]);
    expect(times).toEqual({
      recalled: { seconds: 5, measuredDays: 2 },
      forgotten: { seconds: 17, measuredDays: 2 },
    });
  });

  it('leaves out a card-day with an unmeasured review, and keeps the assumption for a kind never measured', () => {
    const times = reviewTimes([
      row({ day_session: '2026-11-01' }),
      row({ day_session: '2026-11-02', score: 1, duration_ms: 8_000 }),
      row({ day_session: '2026-11-02', day_first_review: false, duration_ms: null }),
      row({ day_session: '2026-11-04', duration_ms: 7_000 }),
    ]);
    expect(times).toEqual({
      recalled: { seconds: 7, measuredDays: 1 },
      forgotten: { seconds: ASSUMED_REVIEW_SECONDS.forgotten, measuredDays: 0 },
    });
  });
});

describe('minutesPerDay', () => {
  it('prices recalled and forgotten reviews at their own time', () => {
    const times = {
      recalled: { seconds: 6, measuredDays: 3 },
      forgotten: { seconds: 30, measuredDays: 1 },
    };
    // 9 recalled × 6 s + 1 forgotten × 30 s = 84 s.
    expect(
      minutesPerDay({ retention: 0.9, reviewsPerDay: 10, forgottenPerDay: 1 }, times),
    ).toBeCloseTo(1.4, 12);
    expect(minutesPerDay({ retention: 0.9, reviewsPerDay: 0, forgottenPerDay: 0 }, times)).toBe(0);
  });
});
