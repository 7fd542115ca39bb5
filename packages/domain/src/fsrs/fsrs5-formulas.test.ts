import { describe, expect, it } from 'vitest';
import { nextState, type MemoryState } from './next-state.ts';
import type { Score } from './score.ts';

/**
 * FSRS-5 written out from its published formulas, independent of ts-fsrs, to
 * prove the wrapper really runs FSRS-5 (weights, decay 0.5, post-lapse cap)
 * and not ts-fsrs's FSRS-6 defaults. It doubles as a reference for the SQL.
 */
const w = [
  0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575, 0.1192, 1.01925,
  1.9395, 0.11, 0.29605, 2.2698, 0.2315, 2.9898, 0.51655, 0.6621,
] as const;
const at = (i: number) => w[i] ?? Number.NaN;
const clamp = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);
const initialDifficulty = (g: number) => at(4) - Math.exp(at(5) * (g - 1)) + 1;

function reference(previous: MemoryState | null, g: Score, t: number): MemoryState {
  if (previous === null) {
    return { stability: at(g - 1), difficulty: clamp(initialDifficulty(g), 1, 10) };
  }
  const { difficulty: d, stability: s } = previous;
  const r = (1 + ((19 / 81) * t) / s) ** -0.5;
  let stability: number;
  if (g === 1) {
    const forget = at(11) * d ** -at(12) * ((s + 1) ** at(13) - 1) * Math.exp(at(14) * (1 - r));
    stability = Math.min(forget, s / Math.exp(at(17) * at(18)));
  } else {
    const hard = g === 2 ? at(15) : 1;
    const easy = g === 4 ? at(16) : 1;
    stability =
      s *
      (1 +
        Math.exp(at(8)) * (11 - d) * s ** -at(9) * (Math.exp(at(10) * (1 - r)) - 1) * hard * easy);
  }
  const damped = d - (at(6) * (g - 3) * (10 - d)) / 9;
  const difficulty = clamp(at(7) * initialDifficulty(4) + (1 - at(7)) * damped, 1, 10);
  return { stability, difficulty };
}

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(expected)));

describe('nextState against the FSRS-5 formulas', () => {
  it('agrees on first reviews', () => {
    for (const g of [1, 2, 3, 4] as const) {
      const ours = nextState(null, g, 0);
      const theirs = reference(null, g, 0);
      close(ours.stability, theirs.stability);
      close(ours.difficulty, theirs.difficulty);
    }
  });

  it('caps post-lapse stability at S / e^(w17·w18)', () => {
    const previous = { difficulty: 1, stability: 0.5 };
    close(nextState(previous, 1, 100).stability, 0.5 / Math.exp(at(17) * at(18)));
  });

  it('agrees on 2,000 random later reviews', () => {
    const random = seeded(7);
    for (let i = 0; i < 2000; i++) {
      const previous = { difficulty: 1 + random() * 9, stability: 0.05 + random() * 300 };
      const t = 1 + Math.floor(random() * 400);
      const g = (1 + Math.floor(random() * 4)) as Score;
      const ours = nextState(previous, g, t);
      const theirs = reference(previous, g, t);
      close(ours.stability, theirs.stability);
      close(ours.difficulty, theirs.difficulty);
    }
  });
});
