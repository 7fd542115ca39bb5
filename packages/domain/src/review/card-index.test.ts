import { describe, expect, it } from 'vitest';
import { naturalNextIndex, nextAgainIndex, nextUnreviewedIndex } from './card-index.ts';
import { dayOf } from './test-day.ts';

describe('nextUnreviewedIndex', () => {
  const day = dayOf([3, null, 4, null, 2]);

  it('finds the next unreviewed card after the given index', () => {
    expect(nextUnreviewedIndex(day, 0)).toBe(1);
    expect(nextUnreviewedIndex(day, 1)).toBe(3);
    expect(nextUnreviewedIndex(day, -1)).toBe(1);
  });

  it('goes to the end when none follows, and searches from the start at the end', () => {
    expect(nextUnreviewedIndex(day, 3)).toBe(5);
    expect(nextUnreviewedIndex(day, 5)).toBe(1);
    expect(nextUnreviewedIndex(dayOf([1, 2]), 5)).toBe(2);
  });
});

describe('nextAgainIndex', () => {
  it('searches forward, wrapping round, with the current card last', () => {
    const day = dayOf([1, 3, 1, 4]);
    expect(nextAgainIndex(day, 0)).toBe(2);
    expect(nextAgainIndex(day, 2)).toBe(0);
    expect(nextAgainIndex(day, 1)).toBe(2);
    expect(nextAgainIndex(day, -1)).toBe(0);
    expect(nextAgainIndex(day, 4)).toBe(0);
  });

  it('returns the current card when it is the only again card, else the end', () => {
    expect(nextAgainIndex(dayOf([3, 1, 4]), 1)).toBe(1);
    expect(nextAgainIndex(dayOf([3, 2, 4]), 1)).toBe(3);
    expect(nextAgainIndex(dayOf([]), 0)).toBe(0);
  });
});

describe('naturalNextIndex', () => {
  it('follows unreviewed cards below stage 3 and again cards from stage 3', () => {
    const day = dayOf([1, null, 3, 1, null]);
    expect(naturalNextIndex(day, 1, 0)).toBe(1);
    expect(naturalNextIndex(day, 2, 1)).toBe(4);
    expect(naturalNextIndex(day, 4, 0)).toBe(3);
    expect(naturalNextIndex(day, 4, 3)).toBe(0);
  });
});
