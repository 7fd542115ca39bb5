// The workload curve's chart, in a chunk of its own: Mantine's chart package with recharts is
// loaded when a deck with reviews opens its schedule, after the slider and the figures.
import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { toFixedDecimal } from '@phrasebook/domain';

const primary = 'var(--mantine-primary-color-filled)';

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
      valueFormatter={(value) => toFixedDecimal(value, 1)}
      xAxisLabel="Desired retention"
      // Fixed tick intervals (every 5 points on x): recharts measures no tick labels to space
      // them, and each measure is a forced layout of the page.
      xAxisProps={{ interval: 4 }}
      yAxisProps={{ interval: 0 }}
      rightYAxisProps={{ interval: 0 }}
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
