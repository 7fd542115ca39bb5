import { describe, expect, it } from 'vitest';
import { reviewPostErrorMessage, reviewToast } from './review-toasts.ts';

describe('review toasts', () => {
  it('uses the spec texts by score', () => {
    expect([1, 2, 3, 4].map((score) => reviewToast(score as 1 | 2 | 3 | 4).message)).toEqual([
      'okay',
      'okay',
      'got it',
      'nice',
    ]);
    expect(reviewToast(4).tone).toBe('success');
  });

  it('explains a failed post', () => {
    expect(reviewPostErrorMessage(new Error('offline'))).toBe(
      'There was an error posting your review: offline',
    );
  });
});
