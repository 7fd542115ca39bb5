import { useSuspenseQuery } from '@tanstack/react-query';
import { dueForecastQuery } from '../api/due-forecast-query.ts';
import { ForecastChart } from './lazy-charts.tsx';
import { longDayLabel } from './stats-labels.ts';
import { forecastTotal } from './stats-data.ts';
import { StatsPanel } from './stats-panel.tsx';
import { FiguresTable } from '../../shared/components/figures-table.tsx';

/** Cards due on each of the next 30 days under the deck's schedule (due_forecast). */
export function ForecastPanel({ lang }: { lang: string | null }) {
  const { data: rows } = useSuspenseQuery(dueForecastQuery(lang));
  return (
    <StatsPanel
      title="Due in the next 30 days"
      description="Cards that fall due each day under your schedule if you review every day; today's include any overdue."
      empty={
        forecastTotal(rows) === 0
          ? 'Nothing falls due in the next 30 days: cards you review come back here.'
          : undefined
      }
      chart={<ForecastChart rows={rows} />}
      table={
        <FiguresTable
          caption="Cards due per day, the next 30 days"
          columns={['Day', 'Due']}
          rows={rows.map((row) => [longDayLabel(row.day_session), row.due])}
        />
      }
    />
  );
}
