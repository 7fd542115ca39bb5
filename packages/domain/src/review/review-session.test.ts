import { describe, expect, it } from 'vitest';
import type { Score } from '../fsrs/score.ts';
import {
  reviewDayComplete,
  reviewScreen,
  reviewSessionReducer,
  type ReviewSessionAction,
} from './review-session.ts';
import type { ReviewDay, SessionPosition } from './review-types.ts';
import { dayOf } from './test-day.ts';

const at = (stage: SessionPosition['stage'], currentCardIndex: number): SessionPosition => ({
  stage,
  currentCardIndex,
});

/** Records a score for the current card, as the backend and cache would. */
function withScore(day: ReviewDay, index: number, score: Score): ReviewDay {
  const phraseId = day.manifest[index]!;
  return { ...day, reviews: { ...day.reviews, [phraseId]: { phrase_id: phraseId, score } } };
}

describe('starting', () => {
  it('infers the start from stage 0 and ignores start later', () => {
    const day = dayOf([3, null, null]);
    expect(reviewSessionReducer(at(0, 0), day, { type: 'start' })).toEqual(at(1, 1));
    const running = at(2, 2);
    expect(reviewSessionReducer(running, day, { type: 'start' })).toBe(running);
  });
});

describe('navigation', () => {
  const day = dayOf([null, null, null]);

  it('moves next, previous and to an index, switching the first pass to its explicit form', () => {
    expect(reviewSessionReducer(at(1, 0), day, { type: 'next' })).toEqual(at(2, 1));
    expect(reviewSessionReducer(at(2, 1), day, { type: 'previous' })).toEqual(at(2, 0));
    expect(reviewSessionReducer(at(1, 0), day, { type: 'goto', index: 2 })).toEqual(at(2, 2));
  });

  it('keeps later stages while navigating', () => {
    expect(reviewSessionReducer(at(4, 0), day, { type: 'next' })).toEqual(at(4, 1));
    expect(reviewSessionReducer(at(3, 3), day, { type: 'previous' })).toEqual(at(3, 2));
  });

  it('stays within the cards and the end position', () => {
    expect(reviewSessionReducer(at(2, 0), day, { type: 'previous' })).toEqual(at(2, 0));
    expect(reviewSessionReducer(at(2, 3), day, { type: 'next' })).toEqual(at(2, 3));
    expect(reviewSessionReducer(at(2, 0), day, { type: 'goto', index: 99 })).toEqual(at(2, 3));
    expect(reviewSessionReducer(at(2, 1), day, { type: 'goto', index: -4 })).toEqual(at(2, 0));
  });
});

describe('advancing after a score', () => {
  it('moves to the next unreviewed card in the first pass, whatever the score', () => {
    const day = dayOf([null, 3, null, null]);
    for (const score of [1, 2, 3, 4] as const) {
      expect(reviewSessionReducer(at(1, 0), day, { type: 'scored', score })).toEqual(at(1, 2));
    }
  });

  it('reaches the end after the last unreviewed card', () => {
    const day = dayOf([3, null, 4]);
    expect(reviewSessionReducer(at(1, 1), day, { type: 'scored', score: 1 })).toEqual(at(1, 3));
    expect(reviewSessionReducer(at(1, 1), day, { type: 'scored', score: 3 })).toEqual(at(1, 3));
  });

  it('corrections in stage 2 move on to the next unreviewed card', () => {
    const day = dayOf([3, null, null]);
    expect(reviewSessionReducer(at(2, 0), day, { type: 'scored', score: 4 })).toEqual(at(2, 1));
  });

  it('in the again pass moves to the next card scored 1', () => {
    const day = dayOf([1, 3, 1, 1]);
    expect(reviewSessionReducer(at(4, 0), day, { type: 'scored', score: 3 })).toEqual(at(4, 2));
    expect(reviewSessionReducer(at(4, 3), day, { type: 'scored', score: 1 })).toEqual(at(4, 0));
  });

  it('jumps to the end when the last again card is passed, but repeats it on another 1', () => {
    const day = dayOf([3, 1, 4]);
    expect(reviewSessionReducer(at(4, 1), day, { type: 'scored', score: 2 })).toEqual(at(4, 3));
    expect(reviewSessionReducer(at(4, 1), day, { type: 'scored', score: 1 })).toEqual(at(4, 1));
  });

  it('gives the same answer whether or not the day already holds the new review', () => {
    const day = dayOf([1, 3, 1]);
    for (const score of [1, 2, 3, 4] as const) {
      for (const index of [0, 2]) {
        const action: ReviewSessionAction = { type: 'scored', score };
        expect(reviewSessionReducer(at(4, index), withScore(day, index, score), action)).toEqual(
          reviewSessionReducer(at(4, index), day, action),
        );
      }
    }
  });

  it('does nothing when scored at the end', () => {
    const position = at(4, 3);
    expect(reviewSessionReducer(position, dayOf([1, 1, 1]), { type: 'scored', score: 3 })).toBe(
      position,
    );
  });
});

describe('end-of-pass choices', () => {
  it('returns to skipped cards from the start, or skips them', () => {
    const day = dayOf([null, 3, null]);
    expect(reviewSessionReducer(at(2, 3), day, { type: 'reviewUnreviewed' })).toEqual(at(2, 0));
    expect(reviewSessionReducer(at(2, 3), day, { type: 'skipUnreviewed' })).toEqual(at(3, 3));
  });

  it('starts the again pass at the first card scored 1, or finishes when there is none', () => {
    expect(reviewSessionReducer(at(3, 3), dayOf([3, 1, 1]), { type: 'reviewAgain' })).toEqual(
      at(4, 1),
    );
    expect(reviewSessionReducer(at(3, 3), dayOf([3, 2, 4]), { type: 'reviewAgain' })).toEqual(
      at(5, 3),
    );
    expect(reviewSessionReducer(at(4, 1), dayOf([3, 1, 1]), { type: 'skipAgain' })).toEqual(
      at(5, 3),
    );
  });
});

describe('a whole day', () => {
  it('walks from start to done through both passes', () => {
    let day = dayOf([null, null, null]);
    let position = reviewSessionReducer(at(0, 0), day, { type: 'start' });
    const scores: Score[] = [1, 3, 1];
    for (const score of scores) {
      expect(reviewScreen(position, day)).toBe('card');
      day = withScore(day, position.currentCardIndex, score);
      position = reviewSessionReducer(position, day, { type: 'scored', score });
    }
    expect(position).toEqual(at(1, 3));
    expect(reviewScreen(position, day)).toBe('again-remain');

    position = reviewSessionReducer(position, day, { type: 'reviewAgain' });
    expect(position).toEqual(at(4, 0));
    day = withScore(day, 0, 3);
    position = reviewSessionReducer(position, day, { type: 'scored', score: 3 });
    expect(position).toEqual(at(4, 2));
    day = withScore(day, 2, 1);
    position = reviewSessionReducer(position, day, { type: 'scored', score: 1 });
    expect(position).toEqual(at(4, 2));
    day = withScore(day, 2, 4);
    position = reviewSessionReducer(position, day, { type: 'scored', score: 4 });
    expect(position).toEqual(at(4, 3));
    expect(reviewScreen(position, day)).toBe('done');
  });
});

describe('reviewScreen', () => {
  it('names the screen for each situation', () => {
    expect(reviewScreen(at(0, 0), dayOf([null]))).toBe('start');
    expect(reviewScreen(at(2, 0), dayOf([null]))).toBe('card');
    expect(reviewScreen(at(2, 2), dayOf([null, 3]))).toBe('unreviewed-remain');
    expect(reviewScreen(at(3, 2), dayOf([null, 1]))).toBe('again-remain');
    expect(reviewScreen(at(3, 2), dayOf([null, 3]))).toBe('done');
    expect(reviewScreen(at(5, 2), dayOf([1, 1]))).toBe('done');
  });
});

describe('reviewDayComplete', () => {
  it('is done once every card is reviewed and none is left at Again', () => {
    expect(reviewDayComplete(dayOf([3, 4]), null)).toBe(true);
    expect(reviewDayComplete(dayOf([3, null]), null)).toBe(false);
    expect(reviewDayComplete(dayOf([3, 1]), null)).toBe(false);
  });

  it("follows this browser's place: a skipped again pass is done, a fresh record is inferred", () => {
    expect(reviewDayComplete(dayOf([3, 1]), { stage: 5, currentCardIndex: 2 })).toBe(true);
    expect(reviewDayComplete(dayOf([3, 4]), { stage: 0, currentCardIndex: 0 })).toBe(true);
    // Left unreviewed and the pass skipped: nothing at Again, so the day is done.
    expect(reviewDayComplete(dayOf([3, null]), { stage: 3, currentCardIndex: 2 })).toBe(true);
    expect(reviewDayComplete(dayOf([3, null]), { stage: 2, currentCardIndex: 0 })).toBe(false);
  });
});
