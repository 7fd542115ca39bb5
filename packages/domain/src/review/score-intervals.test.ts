import { describe, expect, it } from 'vitest';
import { fsrsScheduler } from '../fsrs/fsrs-parameters.ts';
import { FSRS5_WEIGHTS } from '../fsrs/fsrs-parameters.ts';
import { scoreIntervals } from './score-intervals.ts';

const never = { difficulty: null, stability: null, last_day_session: null };

describe('scoreIntervals', () => {
  it('gives a new card the FSRS-5 first stabilities, rounded to days', () => {
    expect(scoreIntervals(never, '2026-11-24')).toEqual({
      1: Math.max(1, Math.round(FSRS5_WEIGHTS[0]!)),
      2: Math.round(FSRS5_WEIGHTS[1]!),
      3: Math.round(FSRS5_WEIGHTS[2]!),
      4: Math.round(FSRS5_WEIGHTS[3]!),
    });
  });

  it('matches ts-fsrs for a card reviewed before, counting whole review days', () => {
    const before = { difficulty: 5.3, stability: 12.5, last_day_session: '2026-11-04' };
    const intervals = scoreIntervals(before, '2026-11-24');
    for (const score of [1, 2, 3, 4] as const) {
      const next = fsrsScheduler.next_state({ difficulty: 5.3, stability: 12.5 }, 20, score);
      expect(intervals[score]).toBe(Math.max(1, Math.round(next.stability)));
    }
    expect(intervals[1]).toBeLessThan(intervals[2]);
    expect(intervals[2]).toBeLessThan(intervals[3]);
    expect(intervals[3]).toBeLessThan(intervals[4]);
  });
});
