import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { addDays, type DayString, type WeeklyGoalProgress } from '@phrasebook/domain';
import { WeeklyGoal } from './weekly-goal.tsx';

// A week from Monday 2026-11-30, one entry of cards reviewed a day.
const week = (cards: number[], goal: number): WeeklyGoalProgress => {
  const days = cards.map((cardsReviewed, index) => ({
    day: addDays('2026-11-30' as DayString, index),
    cardsReviewed,
    goalMet: cardsReviewed >= goal,
  }));
  return { days, daysMet: days.filter((d) => d.goalMet).length };
};

describe('WeeklyGoal', () => {
  it("names the goal's size, which a streak day need not reach", () => {
    renderWithProviders(<WeeklyGoal week={week([4, 16], 15)} goal={15} />);
    expect(screen.getByText('15-card goal met 1 of 2 days this week')).toBeInTheDocument();
  });

  it('says one day on a Monday', () => {
    renderWithProviders(<WeeklyGoal week={week([1], 1)} goal={1} />);
    expect(screen.getByText('1-card goal met 1 of 1 day this week')).toBeInTheDocument();
  });
});
