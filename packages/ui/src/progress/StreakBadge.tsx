import { Badge, type BadgeProps } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';

export interface StreakBadgeProps extends Omit<BadgeProps, 'children' | 'leftSection'> {
  /** Consecutive study days ending today, or yesterday while today is not counted yet. */
  current: number;
  /** The longest streak so far, shown beside the current one when given. */
  longest?: number;
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** "Streak: 12 days, longest 30 days": what a screen reader hears for the badge. */
export function streakLabel(current: number, longest?: number): string {
  return `Streak: ${days(current)}${longest === undefined ? '' : `, longest ${days(longest)}`}`;
}

/**
 * The learner's study streak (docs/product.md, "Streaks"), small enough for a page header:
 * a flame and the days, the longest streak after it when given. The text keeps the page's
 * own colours (an orange label on orange fails 4.5:1 in the light scheme); the flame is
 * orange once there is a streak.
 */
export function StreakBadge({ current, longest, ...badge }: StreakBadgeProps) {
  return (
    <Badge
      role="img"
      aria-label={streakLabel(current, longest)}
      variant="default"
      size="lg"
      tt="none"
      leftSection={
        <IconFlame
          size={16}
          aria-hidden
          color={current > 0 ? 'var(--mantine-color-orange-filled)' : 'var(--mantine-color-dimmed)'}
        />
      }
      {...badge}
    >
      {days(current)}
      {longest === undefined ? null : ` · best ${longest}`}
    </Badge>
  );
}
