import { useSuspenseQuery } from '@tanstack/react-query';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { StreakBadge } from '@phrasebook/ui/progress';
import { studyStreakQuery } from '@phrasebook/data/progress';
import { cardsAgainstGoal, cardsLabel } from '../../shared/components/goal-label.ts';
import { daysLabel } from './stats-labels.ts';
import { StatsPanel } from './stats-panel.tsx';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.2}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The current and longest streak (study_streak) and how today stands. */
export function StreakPanel({ lang }: { lang: string | null }) {
  const { data: streak } = useSuspenseQuery(studyStreakQuery(lang));
  const current = streak?.current_days ?? 0;
  const longest = streak?.longest_days ?? 0;
  const todayCards = streak?.today_cards ?? 0;
  const goal = streak?.today_goal ?? 0;
  return (
    <StatsPanel
      title="Streak"
      description="A day counts when you review at least 2 cards and reach your daily goal or clear the day's due cards (on a catch-up plan, its share of them). Days change at 04:00 in your time zone."
    >
      <StreakBadge current={current} longest={longest} w="fit-content" />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Figure label="Current streak" value={daysLabel(current)} />
        <Figure label="Longest streak" value={daysLabel(longest)} />
        <Figure
          label="Today"
          // All decks add their cards, but each deck counts against its own goal: no one goal.
          value={lang === null ? cardsLabel(todayCards) : cardsAgainstGoal(todayCards, goal)}
          note={
            streak?.today_counted ? 'Today counts toward your streak.' : 'Today does not count yet.'
          }
        />
      </SimpleGrid>
    </StatsPanel>
  );
}
