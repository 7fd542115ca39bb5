import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { retentionQuery } from '../api/retention-query.ts';
import { RetentionChart } from './lazy-charts.tsx';
import { monthLabel, percentLabel } from './stats-labels.ts';
import { retentionByMonth } from './stats-data.ts';
import { StatsPanel } from './stats-panel.tsx';
import { FiguresTable } from '../../shared/components/figures-table.tsx';

/**
 * True retention per month (retention_by_month): of the cards seen on an earlier day, the share
 * recalled at their first review of the day, recognise and recall apart, beside the desired
 * retention the schedule aims at.
 */
export function RetentionPanel({ lang }: { lang: string | null }) {
  const { data: rows } = useSuspenseQuery(retentionQuery(lang));
  const months = useMemo(() => retentionByMonth(rows), [rows]);
  return (
    <StatsPanel
      title="True retention"
      description="Of the cards you had seen on an earlier day, the share you recalled (Hard, Good or Easy) at their first review of the day, per month, beside the retention your schedule aims at."
      empty={
        months.length === 0
          ? 'No retention yet: it is measured on cards you review again on a later day.'
          : undefined
      }
      chart={<RetentionChart months={months} />}
      table={
        <FiguresTable
          caption="True retention per month"
          columns={[
            'Month',
            'Recognise reviews',
            'Recognise recalled',
            'Recognise retention',
            'Recall reviews',
            'Recall recalled',
            'Recall retention',
            'Desired retention',
          ]}
          rows={months.map((month) => [
            monthLabel(month.month),
            month.recognise.reviews,
            month.recognise.recalled,
            percentLabel(month.recognise.percent),
            month.recall.reviews,
            month.recall.recalled,
            percentLabel(month.recall.percent),
            percentLabel(month.desired),
          ])}
        />
      }
    />
  );
}
