import { describe, expect, it } from 'vitest';
import { answerButtonsFor, scoresOffered } from './answer-buttons.ts';

describe('answer buttons', () => {
  it('follow the deck, then the profile, and are four when neither chose', () => {
    expect(answerButtonsFor('two', null)).toBe('two');
    expect(answerButtonsFor('two', 'four')).toBe('four');
    expect(answerButtonsFor('four', 'two')).toBe('two');
    expect(answerButtonsFor(undefined, undefined)).toBe('four');
    expect(answerButtonsFor('three', 'nine')).toBe('four');
  });

  it('offer Again and Good in two-button mode, all four otherwise', () => {
    expect(scoresOffered('two')).toEqual([1, 3]);
    expect(scoresOffered('four')).toEqual([1, 2, 3, 4]);
  });
});
