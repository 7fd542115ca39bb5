import { createEmptyCard, State, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { addDays } from '../days/day-session.ts';
import { fsrsParameters, fsrsScheduler } from './fsrs-parameters.ts';
import { nextState, replayReviews, type MemoryState } from './next-state.ts';
import type { Score } from './score.ts';

/** Small deterministic PRNG so failures are reproducible. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** What the full ts-fsrs scheduler says for a review-state card reviewed `elapsed` UTC days later. */
function viaScheduler(previous: MemoryState, elapsed: number, score: Score): MemoryState {
  const lastReview = new Date('2026-01-01T12:00:00Z');
  const now = new Date(lastReview.getTime() + elapsed * 86_400_000);
  const card = {
    ...createEmptyCard(lastReview),
    state: State.Review,
    difficulty: previous.difficulty,
    stability: previous.stability,
    last_review: lastReview,
    reps: 1,
  };
  const { card: next } = fsrsScheduler.next(card, now, score as Grade);
  return { difficulty: next.difficulty, stability: next.stability };
}

describe('fsrs parameters', () => {
  it('runs FSRS-5 (decay 0.5) without fuzz', () => {
    expect(fsrsParameters.w).toHaveLength(21);
    expect(fsrsParameters.w[2]).toBe(3.173);
    expect(fsrsParameters.w[20]).toBe(0.5);
    expect(fsrsParameters.enable_fuzz).toBe(false);
  });
});

describe('nextState', () => {
  it('starts a new card from the initial stability and difficulty of its score', () => {
    expect(nextState(null, 3, 0)).toEqual({
      stability: 3.173,
      difficulty: expect.closeTo(5.28244, 4),
    });
    expect(nextState(null, 1, 0).stability).toBe(0.40255);
    expect(nextState(null, 4, 0).stability).toBe(15.69105);
    const empty = fsrsScheduler.next(createEmptyCard(new Date()), new Date(), 2 as Grade).card;
    expect(nextState(null, 2, 0)).toEqual({
      difficulty: empty.difficulty,
      stability: empty.stability,
    });
  });

  it('leaves the state alone for a second review in the same day session', () => {
    const first = nextState(null, 3, 0);
    expect(nextState(first, 1, 0)).toBe(first);
  });

  it('grows stability after a later success and shrinks it after a lapse', () => {
    const first = nextState(null, 3, 0);
    expect(nextState(first, 3, 3).stability).toBeGreaterThan(first.stability);
    expect(nextState(first, 1, 3).stability).toBeLessThan(first.stability);
    expect(nextState(first, 1, 3).difficulty).toBeGreaterThan(first.difficulty);
  });

  it('matches the full ts-fsrs scheduler on 2,000 random review-state cards', () => {
    const random = seeded(42);
    for (let i = 0; i < 2000; i++) {
      const previous = { difficulty: 1 + random() * 9, stability: 0.1 + random() * 400 };
      const elapsed = 1 + Math.floor(random() * 500);
      const score = (1 + Math.floor(random() * 4)) as Score;
      expect(nextState(previous, score, elapsed)).toEqual(viaScheduler(previous, elapsed, score));
    }
  });

  it('rejects invalid scores and elapsed times', () => {
    expect(() => nextState(null, 0 as Score, 0)).toThrow(RangeError);
    expect(() => nextState(null, 3, -1)).toThrow(RangeError);
    expect(() => nextState(null, 3, 1.5)).toThrow(RangeError);
  });
});

describe('replayReviews', () => {
  it('returns null without reviews', () => {
    expect(replayReviews([])).toBeNull();
  });

  it('counts only the first review of each day session', () => {
    const day1 = '2026-05-01';
    const day4 = addDays(day1, 3);
    const memory = replayReviews([
      { day_session: day1, score: 3 },
      { day_session: day1, score: 1 },
      { day_session: day4, score: 4 },
      { day_session: day4, score: 1 },
    ]);
    const expected = nextState(nextState(null, 3, 0), 4, 3);
    expect(memory).toEqual({ ...expected, lastReviewDay: day4 });
  });

  it('refuses reviews out of day order', () => {
    expect(() =>
      replayReviews([
        { day_session: '2026-05-02', score: 3 },
        { day_session: '2026-05-01', score: 3 },
      ]),
    ).toThrow(RangeError);
  });
});
