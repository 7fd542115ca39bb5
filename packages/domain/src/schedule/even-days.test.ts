import { describe, expect, it } from 'vitest';
import { relievingMove } from './even-days.ts';

const loads =
  (byDay: Record<number, number>) =>
  (days: number): number =>
    byDay[days] ?? 0;

describe('relievingMove', () => {
  it('moves one card to the lightest day of its range, the nearest of equals', () => {
    const move = relievingMove(
      1,
      [
        { id: 'b', earliest: 1, latest: 4 },
        { id: 'a', earliest: 1, latest: 3 },
      ],
      { loadIn: loads({ 1: 6, 2: 3, 3: 2, 4: 2 }) },
    );
    expect(move).toEqual({ id: 'a', to: 3 });
  });

  it('never moves a card to today or before, nor where the day would end up no lighter', () => {
    const ahead = { loadIn: loads({ 1: 3, 2: 2 }) };
    expect(relievingMove(1, [{ id: 'a', earliest: -2, latest: 2 }], ahead)).toBeNull();
    expect(
      relievingMove(2, [{ id: 'a', earliest: -2, latest: 2 }], { loadIn: loads({ 1: 0, 2: 3 }) }),
    ).toEqual({ id: 'a', to: 1 });
  });

  it('weighs an easy day double plus one', () => {
    const move = relievingMove(1, [{ id: 'a', earliest: 1, latest: 3 }], {
      loadIn: loads({ 1: 5, 2: 1, 3: 2 }),
      isEasy: (days) => days === 2,
    });
    // Day 2 counts 3 against day 3's 2.
    expect(move).toEqual({ id: 'a', to: 3 });
  });
});
