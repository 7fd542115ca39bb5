import { describe, expect, it } from 'vitest';
import { firstReviewsByCard, latestReviewsByCard } from './reviews-map.ts';

const reviews = [
  { id: 'b', phrase_id: 'p1', score: 3 as const, created_at: '2026-11-21T10:05:00Z' },
  { id: 'a', phrase_id: 'p1', score: 1 as const, created_at: '2026-11-21T10:00:00Z' },
  { id: 'c', phrase_id: 'p2', score: 4 as const, created_at: '2026-11-21T10:01:00Z' },
];

describe('reviews maps', () => {
  it('keeps the latest review of each card', () => {
    const map = latestReviewsByCard(reviews);
    expect(map.p1?.id).toBe('b');
    expect(map.p2?.id).toBe('c');
  });

  it('keeps the first review of each card', () => {
    expect(firstReviewsByCard(reviews).p1?.id).toBe('a');
  });
});
