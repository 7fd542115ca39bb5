import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.ts';

describe('retryDelayMs', () => {
  it('waits the first delay, then doubles it for each later retry', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, 400))).toEqual([400, 800, 1600]);
  });

  it('never waits longer than the cap', () => {
    expect([5, 6, 10].map((attempt) => retryDelayMs(attempt, 1000, 30_000))).toEqual([
      16_000, 30_000, 30_000,
    ]);
  });
});
