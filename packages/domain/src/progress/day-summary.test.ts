import { describe, expect, it } from 'vitest';
import type { QueuedReviewWrite } from '../review/review-outbox.ts';
import type { DayReview } from '../review/review-types.ts';
import { dayCounts, daySummaryText } from './day-summary.ts';

const review = (id: string, phrase: string, score: 1 | 2 | 3 | 4, minute: number): DayReview => ({
  id,
  phrase_id: phrase,
  score,
  created_at: `2026-12-02T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

const write = (
  kind: QueuedReviewWrite['kind'],
  id: string,
  phrase: string,
  score: 1 | 2 | 3 | 4,
  minute: number,
): QueuedReviewWrite => ({
  kind,
  review_id: id,
  lang: 'spa',
  day_session: '2026-12-02',
  phrase_id: phrase,
  score,
  created_at: `2026-12-02T10:${String(minute).padStart(2, '0')}:00.000Z`,
  attempts: 0,
});

describe('dayCounts', () => {
  it('counts each card once, recalled by its first score of the day', () => {
    const reviews = [
      review('r1', 'p1', 3, 1),
      review('r2', 'p2', 1, 2),
      // p2 again in the again pass: still not recalled today.
      review('r3', 'p2', 3, 5),
      review('r4', 'p3', 2, 3),
    ];
    expect(dayCounts(reviews, [])).toEqual({ cards: 3, recalled: 2 });
  });

  it('applies the writes still in the outbox', () => {
    const reviews = [review('r1', 'p1', 1, 1), review('r2', 'p2', 3, 2)];
    const pending = [
      // The learner changed p1's score before the again pass.
      write('update', 'r1', 'p1', 4, 3),
      // p2's review taken back.
      write('undo', 'r2', 'p2', 3, 4),
      write('insert', 'r5', 'p5', 2, 5),
      write('insert', 'r6', 'p6', 1, 6),
    ];
    expect(dayCounts(reviews, pending)).toEqual({ cards: 3, recalled: 2 });
  });

  it('is zero for a day without reviews', () => {
    expect(dayCounts([], [])).toEqual({ cards: 0, recalled: 0 });
  });
});

describe('daySummaryText', () => {
  it('names the deck, the cards, the recalled and the streak', () => {
    expect(daySummaryText({ lang: 'spa', cards: 24, recalled: 21, streakDays: 12 })).toBe(
      'Spanish · 24 cards · 21 recalled · 12-day streak',
    );
  });

  it('says one card in the singular', () => {
    expect(daySummaryText({ lang: 'fra', cards: 1, recalled: 0, streakDays: 1 })).toBe(
      'French · 1 card · 0 recalled · 1-day streak',
    );
  });

  it('leaves the streak out when there is none or it is not known', () => {
    expect(daySummaryText({ lang: 'spa', cards: 5, recalled: 4, streakDays: 0 })).toBe(
      'Spanish · 5 cards · 4 recalled',
    );
    expect(daySummaryText({ lang: 'spa', cards: 5, recalled: 4, streakDays: null })).toBe(
      'Spanish · 5 cards · 4 recalled',
    );
    expect(daySummaryText({ lang: 'spa', cards: 5, recalled: 4 })).toBe(
      'Spanish · 5 cards · 4 recalled',
    );
  });
});
