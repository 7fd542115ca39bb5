import { describe, expect, it } from 'vitest';
import { reviewWriteFor } from './review-write.ts';

const existing = { id: 'review-1', phrase_id: 'p1', score: 3 as const };

describe('reviewWriteFor', () => {
  it('inserts the first review of a card in any stage', () => {
    for (const stage of [1, 2, 3, 4, 5] as const) {
      expect(reviewWriteFor(stage, undefined, 2)).toEqual({ kind: 'insert', score: 2 });
    }
  });

  it('in stages below 3 updates a changed score and ignores the same score', () => {
    expect(reviewWriteFor(1, existing, 4)).toEqual({
      kind: 'update',
      review_id: 'review-1',
      score: 4,
      previous: 3,
    });
    expect(reviewWriteFor(2, existing, 1)).toEqual({
      kind: 'update',
      review_id: 'review-1',
      score: 1,
      previous: 3,
    });
    expect(reviewWriteFor(2, existing, 3)).toEqual({ kind: 'none', review: existing });
  });

  it('from stage 3 always inserts a new review', () => {
    expect(reviewWriteFor(3, existing, 3)).toEqual({ kind: 'insert', score: 3 });
    expect(reviewWriteFor(4, existing, 1)).toEqual({ kind: 'insert', score: 1 });
  });

  it('cannot update a review that has no id', () => {
    expect(() => reviewWriteFor(1, { phrase_id: 'p1', score: 2 }, 3)).toThrow(
      'Invalid inputs; cannot update',
    );
  });
});
