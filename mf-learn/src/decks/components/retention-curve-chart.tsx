// The workload curve's chart, in a chunk of its own: Mantine's chart package with recharts is
// loaded when a deck with reviews opens its schedule, after the slider and the figures.
import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { useMatches } from '@mantine/core';
import { toFixedDecimal, toTenthsOrUnder } from '@phrasebook/domain';

const primary = 'var(--mantine-primary-color-filled)';

// A tiny deck's figures stay under 0.1: its axes still reach 0.1, and their ticks show two
// decimals below 1, so no axis repeats "0.0".
const valueAxis = {
  interval: 0,
  domain: ([, dataMax]: readonly [number, number]): [number, number] => [0, Math.max(dataMax, 0.1)],
  tickFormatter: (value: number) => toFixedDecimal(value, value < 1 ? 2 : 1),
};

export interface RetentionCurveRow {
  /** The retention as the axis shows it, "90 %". */
  retention: string;
  reviews: number;
  minutes: number;
}

/** Reviews a day (left axis) and minutes a day (right axis) against the desired retention. */
export default function RetentionCurveChart({
  rows,
  chosen,
}: {
  rows: readonly RetentionCurveRow[];
  chosen: RetentionCurveRow;
}) {
  // Every 5 points on x, every 10 on a phone: on a 320 px screen '70 %' to '95 %' overlapped.
  const xTickInterval = useMatches({ base: 9, xs: 4 }, { getInitialValueInEffect: false });
  return (
    <LineChart
      h={220}
      data={[...rows]}
      dataKey="retention"
      series={[
        { name: 'reviews', label: 'Reviews a day', color: primary },
        { name: 'minutes', label: 'Minutes a day', color: 'orange.6', yAxisId: 'right' },
      ]}
      withRightYAxis
      withLegend
      withDots={false}
      valueFormatter={toTenthsOrUnder}
      xAxisLabel="Desired retention"
      // Each axis says what it counts: the legend alone left the reader to match its colours.
      yAxisLabel="Reviews a day"
      rightYAxisLabel="Minutes a day"
      // Fixed tick intervals: recharts measures no tick labels to space them, and each measure
      // is a forced layout of the page.
      xAxisProps={{ interval: xTickInterval }}
      yAxisProps={valueAxis}
      rightYAxisProps={valueAxis}
      referenceLines={[
        { x: chosen.retention, color: 'gray.6', label: `Yours: ${chosen.retention}` },
      ]}
      referenceDots={[
        { x: chosen.retention, y: chosen.reviews, color: primary },
        { x: chosen.retention, y: chosen.minutes, color: 'orange.6', yAxisId: 'right' },
      ]}
      accessibilityLayer={false}
    />
  );
}
