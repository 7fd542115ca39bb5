import { forgetting_curve, fsrs, generatorParameters } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { scoreIntervals } from '../review/score-intervals.ts';
import { isDueToday } from '../review/review-sets.ts';
import {
  DEFAULT_PARAMETERS,
  parametersAreValid,
  storableParameters,
  type DeckSchedule,
} from './deck-schedule.ts';
import { nextState } from './next-state.ts';
import { retrievability } from './retrievability.ts';

const fitted = [
  0.2872, 1.3153, 2.2115, 7.016, 6.3233, 0.7811, 3.1835, 0.0104, 1.7944, 0.1327, 0.7334, 1.4568,
  0.0812, 0.3288, 1.6058, 0.6012, 1.8729, 0.5425, 0.0912, 0.0658, 0.2543,
];
const schedule: DeckSchedule = { parameters: fitted, desiredRetention: 0.85 };
const reference = fsrs(
  generatorParameters({ w: fitted, enable_fuzz: false, request_retention: 0.85 }),
);

describe('a deck schedule', () => {
  it('computes the next state and the curve as ts-fsrs does with its parameters', () => {
    const before = { difficulty: 5.2, stability: 12.4 };
    expect(nextState(before, 3, 9, schedule)).toEqual(reference.next_state(before, 9, 3));
    expect(nextState(before, 3, 9)).not.toEqual(reference.next_state(before, 9, 3));
    expect(retrievability(9, 12.4, fitted[20])).toBeCloseTo(forgetting_curve(fitted, 9, 12.4), 7);
  });

  it('previews the intervals at its desired retention', () => {
    const before = { difficulty: 5.2, stability: 12.4, last_day_session: '2026-11-01' };
    const intervals = scoreIntervals(before, '2026-11-10', schedule);
    for (const score of [1, 2, 3, 4] as const) {
      const { stability } = reference.next_state(before, 9, score);
      expect(intervals[score]).toBe(reference.next_interval(stability, 9));
    }
    // A lower retention waits longer than the spec's 0.9 for the same card.
    expect(intervals[3]).toBeGreaterThan(
      scoreIntervals(before, '2026-11-10', { ...schedule, desiredRetention: 0.9 })[3],
    );
  });

  it('makes a card due at its desired retention', () => {
    const card = {
      phrase_id: 'p',
      status: 'active',
      last_reviewed_at: '2026-11-01',
      retrievability_now: 0.88,
    };
    expect(isDueToday(card)).toBe(true);
    expect(isDueToday({ ...card, desired_retention: 0.85 })).toBe(false);
    expect(isDueToday({ ...card, desired_retention: 0.95 })).toBe(true);
  });

  it('keeps only parameters within the optimiser bounds, rounded to four places', () => {
    expect(parametersAreValid(DEFAULT_PARAMETERS)).toBe(true);
    expect(parametersAreValid(fitted.slice(0, 20))).toBe(false);
    expect(parametersAreValid([...fitted.slice(0, 20), 0.9])).toBe(false);
    expect(parametersAreValid([Number.NaN, ...fitted.slice(1)])).toBe(false);
    const float32 = Float32Array.from([...fitted.slice(0, 19), 0.8, 0.1]);
    expect(float32[19]).toBeGreaterThan(0.8);
    const stored = storableParameters(float32);
    expect(parametersAreValid(stored)).toBe(true);
    expect(stored[19]).toBe(0.8);
    expect(stored[0]).toBe(0.2872);
  });
});
