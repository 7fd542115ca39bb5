import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CardStatesChart } from './lazy-charts.tsx';
import { cardStatesQuery } from '../api/card-states-query.ts';
import { statesByDirection } from './stats-data.ts';
import { StatsPanel } from './stats-panel.tsx';
import { FiguresTable } from '../../shared/components/figures-table.tsx';

const directionName = { recognise: 'Recognise', recall: 'Recall' } as const;

/** Active cards by state, per direction (card_state_counts). */
export function CardStatesPanel({ lang }: { lang: string | null }) {
  const { data: rows } = useSuspenseQuery(cardStatesQuery(lang));
  const directions = useMemo(() => statesByDirection(rows), [rows]);
  return (
    <StatsPanel
      title="Cards by state"
      description="New: not reviewed yet. Learning: remembered for less than a day, or missed at its last review. Young: remembered for up to 3 weeks. Mature: 3 weeks or more."
      empty={
        directions.every((direction) => direction.total === 0)
          ? 'No active cards yet: add phrases to your deck.'
          : undefined
      }
      chart={<CardStatesChart directions={directions} />}
      table={
        <FiguresTable
          caption="Active cards by state"
          columns={['Direction', 'New', 'Learning', 'Young', 'Mature', 'All']}
          rows={directions.map((direction) => [
            directionName[direction.direction],
            direction.new,
            direction.learning,
            direction.young,
            direction.mature,
            direction.total,
          ])}
        />
      }
    />
  );
}
