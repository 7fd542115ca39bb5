// The stats view's charts, in a chunk of their own: Mantine's chart package with recharts is
// most of the screen's weight, so the figures, the year's grid and the tables draw first.
import '@mantine/charts/styles.layer.css';
import { BarChart, CompositeChart, LineChart } from '@mantine/charts';
import { monthLabel, shortDayLabel } from './stats-labels.ts';
import type { DayActivity, DirectionStates, MonthRetention } from './stats-data.ts';
import type { ForecastRow } from '../api/progress-rows.ts';

// The deck's colour as the focus ring takes it: its fill is shade 8 in the dark scheme, about
// 2:1 against the dark card (a green deck's bars all but vanished); 3:1 is the least for a chart.
const primary = 'var(--mantine-primary-color-outline)';
// Beside Young's teal, Mature keeps the deck's deep fill: in the lighter shade a green deck's
// two would differ by hue alone.
const primaryDeep = 'var(--mantine-primary-color-filled)';
const directionName = { recognise: 'Recognise', recall: 'Recall' } as const;

/** Reviews as bars, minutes as a line on its own axis. */
export function ActivityChart({ days }: { days: readonly DayActivity[] }) {
  return (
    <CompositeChart
      h={220}
      data={days.map((day) => ({
        day: shortDayLabel(day.day),
        reviews: day.reviews,
        minutes: day.minutes,
      }))}
      dataKey="day"
      series={[
        { name: 'reviews', label: 'Reviews', type: 'bar', color: primary },
        { name: 'minutes', label: 'Minutes', type: 'line', color: 'orange.6', yAxisId: 'right' },
      ]}
      yAxisProps={{ allowDecimals: false }}
      withRightYAxis
      withLegend
      withDots={false}
      accessibilityLayer={false}
      maxBarWidth={14}
    />
  );
}

/** True retention per month and direction, the desired retention dashed. */
export function RetentionChart({ months }: { months: readonly MonthRetention[] }) {
  const withRecall = months.some((month) => month.recall.reviews > 0);
  return (
    <LineChart
      h={220}
      data={months.map((month) => ({
        month: monthLabel(month.month),
        recognise: month.recognise.percent,
        recall: month.recall.percent,
        desired: month.desired,
      }))}
      dataKey="month"
      series={[
        { name: 'recognise', label: 'Recognise', color: primary },
        ...(withRecall ? [{ name: 'recall', label: 'Recall', color: 'orange.6' }] : []),
        { name: 'desired', label: 'Desired', color: 'gray.6', strokeDasharray: '5 5' },
      ]}
      yAxisProps={{ domain: [0, 100] }}
      unit=" %"
      withLegend
      connectNulls={false}
      accessibilityLayer={false}
    />
  );
}

/** Cards due per day. */
export function ForecastChart({ rows }: { rows: readonly ForecastRow[] }) {
  return (
    <BarChart
      h={200}
      data={rows.map((row) => ({ day: shortDayLabel(row.day_session), due: row.due }))}
      dataKey="day"
      series={[{ name: 'due', label: 'Due', color: primary }]}
      yAxisProps={{ allowDecimals: false }}
      accessibilityLayer={false}
      maxBarWidth={14}
    />
  );
}

/** One stacked bar of states per direction. */
export function CardStatesChart({ directions }: { directions: readonly DirectionStates[] }) {
  return (
    <BarChart
      h={70 + directions.length * 50}
      data={directions.map((direction) => ({
        ...direction,
        direction: directionName[direction.direction],
      }))}
      dataKey="direction"
      type="stacked"
      orientation="vertical"
      series={[
        { name: 'new', label: 'New', color: 'gray.5' },
        { name: 'learning', label: 'Learning', color: 'orange.6' },
        { name: 'young', label: 'Young', color: 'teal.6' },
        { name: 'mature', label: 'Mature', color: primaryDeep },
      ]}
      yAxisProps={{ width: 80 }}
      xAxisProps={{ allowDecimals: false }}
      withLegend
      accessibilityLayer={false}
    />
  );
}
