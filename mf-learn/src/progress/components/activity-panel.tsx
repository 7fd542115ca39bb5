import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { DayString } from '@phrasebook/domain';
import { studyDaysQuery } from '../api/study-days-query.ts';
import { ActivityChart } from './lazy-charts.tsx';
import { longDayLabel } from './stats-labels.ts';
import { RECENT_DAYS, recentActivity } from './stats-data.ts';
import { StatsPanel } from './stats-panel.tsx';
import { FiguresTable } from '../../shared/components/figures-table.tsx';

/**
 * Reviews and minutes on the cards per day, the last 30 days (study_days, the same read as
 * the year's grid). Minutes are measured in the session, at most one a card.
 */
export function ActivityPanel({ lang, today }: { lang: string | null; today: DayString }) {
  const { data: rows } = useSuspenseQuery(studyDaysQuery(lang));
  const days = useMemo(() => recentActivity(rows, today), [rows, today]);
  const studied = days.some((day) => day.reviews > 0);
  return (
    <StatsPanel
      title="Reviews and minutes"
      description={`The last ${RECENT_DAYS} days: reviews, and minutes spent on the cards (at most one a card).`}
      empty={studied ? undefined : `No reviews in the last ${RECENT_DAYS} days.`}
      chart={<ActivityChart days={days} />}
      table={
        <FiguresTable
          caption={`Reviews and minutes per day, the last ${RECENT_DAYS} days`}
          columns={['Day', 'Reviews', 'Cards', 'Minutes', 'Streak day']}
          rows={days.map((day) => [
            longDayLabel(day.day),
            day.reviews,
            day.cards,
            day.minutes,
            day.counted ? 'Yes' : 'No',
          ])}
        />
      }
    />
  );
}
