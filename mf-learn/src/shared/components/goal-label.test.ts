import { expect, it } from 'vitest';
import { cardsAgainstGoal } from './goal-label.ts';

it('counts toward the goal until it is met, then says so', () => {
  expect(cardsAgainstGoal(0, 20)).toBe('0 of 20 cards');
  expect(cardsAgainstGoal(3, 1)).toBe('3 cards, goal of 1 met');
  expect(cardsAgainstGoal(19, 20)).toBe('19 of 20 cards');
  expect(cardsAgainstGoal(20, 20)).toBe('20 cards, goal of 20 met');
  expect(cardsAgainstGoal(20, 4)).toBe('20 cards, goal of 4 met');
  expect(cardsAgainstGoal(1, 4)).toBe('1 of 4 cards');
});
