import { describe, expect, it } from 'vitest';
import { inferStart, reviewDayStats } from './day-stats.ts';
import { dayOf } from './test-day.ts';

describe('reviewDayStats', () => {
  it('counts reviewed, unreviewed, again and complete cards', () => {
    expect(reviewDayStats(dayOf([1, null, 3, 1, 4]))).toEqual({
      count: 5,
      reviewed: 4,
      unreviewed: 1,
      again: 2,
      complete: 2,
    });
  });

  it('ignores reviews of cards outside the manifest', () => {
    const day = dayOf([null]);
    expect(
      reviewDayStats({ ...day, reviews: { other: { phrase_id: 'other', score: 3 } } }).reviewed,
    ).toBe(0);
  });
});

describe('inferStart', () => {
  it('starts at the first unreviewed card in stage 1', () => {
    expect(inferStart(dayOf([3, 1, null, null]))).toEqual({ stage: 1, currentCardIndex: 2 });
    expect(inferStart(dayOf([null, null]))).toEqual({ stage: 1, currentCardIndex: 0 });
  });

  it('finishes (stage 5) when all are reviewed and none scored 1', () => {
    expect(inferStart(dayOf([2, 3, 4]))).toEqual({ stage: 5, currentCardIndex: 3 });
    expect(inferStart(dayOf([]))).toEqual({ stage: 5, currentCardIndex: 0 });
  });

  it('resumes the again pass (stage 4) at the first card scored 1', () => {
    expect(inferStart(dayOf([3, 4, 1, 2, 1]))).toEqual({ stage: 4, currentCardIndex: 2 });
  });
});
