import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Text } from '@mantine/core';
import type { DayString } from '@phrasebook/domain';
import { YearHeatmap } from '@phrasebook/ui/progress';
import { studyDaysQuery } from '../api/study-days-query.ts';
import { StatsPanel } from './stats-panel.tsx';

/** The year of study days (study_days) as a grid of days, streak days filled. */
export function YearPanel({ lang, today }: { lang: string | null; today: DayString }) {
  const { data: rows } = useSuspenseQuery(studyDaysQuery(lang));
  const days = useMemo(
    () => rows.map((row) => ({ day: row.day_session, reviews: row.reviews, counted: row.counted })),
    [rows],
  );
  return (
    <StatsPanel
      title="Study days"
      description="The last 365 days: each square is a day, its colour stronger with more reviews; streak days are filled, other days with reviews are rings. Use the arrow keys to move between days."
    >
      <YearHeatmap days={days} today={today} />
      {rows.length === 0 ? (
        <Text c="dimmed">No reviews yet: each day you review fills its square.</Text>
      ) : null}
    </StatsPanel>
  );
}
