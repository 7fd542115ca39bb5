import { isoWeekday, type WeeklyGoalProgress } from '@phrasebook/domain';
import { Group, Text } from '@mantine/core';
import { Tooltip } from '@phrasebook/ui';
import { cardsAgainstGoal } from '../../shared/components/goal-label.ts';
import classes from './decks.module.css';

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** '15-card goal met 2 of 6 days this week'. */
export function weeklyGoalLine(week: WeeklyGoalProgress, goal: number): string {
  const days = week.days.length === 1 ? 'day' : 'days';
  return `${goal}-card goal met ${week.daysMet} of ${week.days.length} ${days} this week`;
}

/**
 * This week's goal (docs/product.md §9): a dot per day from Monday to Sunday, filled on days
 * whose reviews reached the daily goal, and "n of m days" for screen readers and everyone.
 */
export function WeeklyGoal({ week, goal }: { week: WeeklyGoalProgress; goal: number }) {
  const byWeekday = new Map(week.days.map((day) => [isoWeekday(day.day), day]));
  return (
    <Group gap="xs" wrap="nowrap">
      <Group gap={4} wrap="nowrap" aria-hidden>
        {weekdayNames.map((name, index) => {
          const day = byWeekday.get(index + 1);
          const state = day ? (day.goalMet ? 'met' : 'missed') : 'ahead';
          return (
            <Tooltip
              key={name}
              label={
                day
                  ? `${name}: ${cardsAgainstGoal(day.cardsReviewed, goal)}`
                  : `${name}: still to come`
              }
            >
              <span className={classes.goalDot} data-state={state} />
            </Tooltip>
          );
        })}
      </Group>
      {/* The goal's size said with it: a streak day also counts when the due cards are cleared
      below it (docs/product.md, "A study day"), so '11 days' beside 'Goal met 0' needs it. */}
      <Text size="sm" c="dimmed">
        {weeklyGoalLine(week, goal)}
      </Text>
    </Group>
  );
}
