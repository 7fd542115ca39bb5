import { lazy, Suspense, useState } from 'react';
import { Box, Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  minutesPerDay,
  aboutTenths,
  toTenthsOrUnder,
  type ReviewTime,
  type ReviewTimes,
  type WorkloadPoint,
} from '@phrasebook/domain';
import { FiguresTable } from '../../shared/components/figures-table.tsx';
import type { RetentionCurveRow } from './retention-curve-chart.tsx';

const RetentionCurveChart = lazy(() => import('./retention-curve-chart.tsx'));

const percent = (value: number) => `${Math.round(value * 100)} %`;
const TABLE_CAPTION = 'Your workload at each desired retention';

/**
 * What each desired retention costs this learner: reviews and minutes a day over the next
 * year, as a curve with their choice marked and as a table (one row per retention), read by
 * screen readers as it is and shown in the chart's place with "Show as table".
 */
export function RetentionCurve({
  points,
  progress,
  times,
  chosen,
  cards,
}: {
  points: readonly WorkloadPoint[] | null;
  progress: number;
  times: ReviewTimes | undefined;
  chosen: number;
  cards: number;
}) {
  const [tableShown, setTableShown] = useState(false);
  if (!points || !times) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">Simulating your next year at each retention… {percent(progress)}</Text>
      </Group>
    );
  }
  const rows: RetentionCurveRow[] = points.map((point) => ({
    retention: percent(point.retention),
    reviews: point.reviewsPerDay,
    minutes: minutesPerDay(point, times),
  }));
  const chosenIndex = points.findIndex(
    (point) => point.retention === Math.round(chosen * 100) / 100,
  );
  const mark = rows[chosenIndex] ?? rows[0]!;
  const yours = `${mark.retention} (yours)`;
  const table = (
    <FiguresTable
      caption={TABLE_CAPTION}
      columns={['Desired retention', 'Reviews a day', 'Minutes a day']}
      rows={rows.map((row, index) => [
        index === chosenIndex ? yours : row.retention,
        toTenthsOrUnder(row.reviews),
        toTenthsOrUnder(row.minutes),
      ])}
      current={chosenIndex === -1 ? undefined : yours}
    />
  );
  return (
    <Stack gap="xs">
      <div aria-live="polite">
        <Text size="sm">
          {`${aboutTenths(mark.reviews)} reviews a day over the next year for the ${cards} ${cards === 1 ? 'card' : 'cards'} you have reviewed.`}
        </Text>
        <Text size="sm">{aboutTenths(mark.minutes)} minutes a day.</Text>
      </div>
      <Text size="sm" c="dimmed">
        {timesSentence(times)}
      </Text>
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="compact-sm"
          aria-pressed={tableShown}
          onClick={() => setTableShown((shown) => !shown)}
        >
          Show as table
        </Button>
      </Group>
      {tableShown ? (
        // Focusable, so a keyboard can scroll a long table.
        <Box
          mah="22rem"
          style={{ overflow: 'auto' }}
          role="region"
          aria-label={`${TABLE_CAPTION}: table`}
          tabIndex={0}
        >
          {table}
        </Box>
      ) : (
        <>
          <div
            role="img"
            aria-label={`Curve of reviews and minutes a day at each desired retention from 70 to 97 %, ${mark.retention} marked`}
            // Room for the chart while its code loads, so the page below does not jump.
            style={{ minHeight: 220 }}
          >
            <Suspense fallback={null}>
              <RetentionCurveChart rows={rows} chosen={mark} />
            </Suspense>
          </div>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </Stack>
  );
}

const seconds = (time: ReviewTime) => `${Math.round(time.seconds)} s`;

/** Where the minutes come from: the learner's measured time, or what is assumed without it. */
function timesSentence({ recalled, forgotten }: ReviewTimes): string {
  if (recalled.measuredDays === 0 && forgotten.measuredDays === 0) {
    return `Your time on this deck's cards is not measured yet, so the minutes assume ${seconds(recalled)} for a card you recall and ${seconds(forgotten)} for one you forget (it comes back the same day).`;
  }
  const part = (time: ReviewTime, what: string) =>
    time.measuredDays === 0
      ? `${seconds(time)} ${what} (assumed: not measured yet)`
      : `${seconds(time)} ${what} (measured on ${time.measuredDays} review ${time.measuredDays === 1 ? 'day' : 'days'})`;
  return `Minutes at your own pace in this deck: ${part(recalled, 'for a card you recall')}, ${part(forgotten, 'for one you forget, with its second look the same day')}.`;
}
