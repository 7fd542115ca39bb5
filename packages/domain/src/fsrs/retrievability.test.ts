import { describe, expect, it } from 'vitest';
import { forgetting_curve } from 'ts-fsrs';
import { isDue, retrievability } from './retrievability.ts';

describe('retrievability', () => {
  it('is 1 right after a review and exactly 0.9 when elapsed equals stability', () => {
    expect(retrievability(0, 5)).toBe(1);
    expect(retrievability(5, 5)).toBeCloseTo(0.9, 12);
    expect(retrievability(37, 37)).toBeCloseTo(0.9, 12);
  });

  it('follows (1 + 19/81 · t/S)^-0.5', () => {
    expect(retrievability(10, 2)).toBeCloseTo((1 + (19 / 81) * 5) ** -0.5, 12);
  });

  it('agrees with ts-fsrs forgetting curve at decay 0.5', () => {
    for (const [t, s] of [
      [1, 3.173],
      [12, 40],
      [300, 2.5],
    ] as const) {
      expect(retrievability(t, s)).toBeCloseTo(forgetting_curve(0.5, t, s), 7);
    }
  });

  it('rejects impossible inputs', () => {
    expect(() => retrievability(1, 0)).toThrow(RangeError);
    expect(() => retrievability(-1, 3)).toThrow(RangeError);
  });
});

describe('isDue', () => {
  it('is due at 0.9 or below', () => {
    expect(isDue(0.9)).toBe(true);
    expect(isDue(0.5)).toBe(true);
    expect(isDue(0.9000001)).toBe(false);
  });
});
