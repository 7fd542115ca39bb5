import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { HistoryBucket } from '@phrasebook/domain';
import classes from './decks.module.css';

const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'narrow', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The last 11 days of reviews (docs/product.md §9): per day, the cards reviewed, with those
 * scored 2 or more in the deck's colour. The same figures are in a table for screen readers.
 */
export function HistoryChart({ history }: { history: HistoryBucket[] }) {
  const max = Math.max(1, ...history.map((day) => day.total));
  return (
    <Stack gap={6}>
      <figure className={classes.chart} aria-hidden>
        {history.map((day) => (
          <div
            key={day.day}
            className={classes.bar}
            title={`${longDay.format(dateOf(day.day))}: ${day.total} reviewed, ${day.positive} scored 2 or more`}
          >
            <div
              className={classes.barPositive}
              style={{ height: `${(day.positive / max) * 100}%` }}
            />
            <div
              className={classes.barNegative}
              style={{ height: `${(day.negative / max) * 100}%` }}
            />
          </div>
        ))}
      </figure>
      <div className={classes.chartLabels} aria-hidden>
        {history.map((day, index) => (
          <Text key={day.day} size="xs" c="dimmed">
            {index === history.length - 1 ? 'Today' : weekday.format(dateOf(day.day))}
          </Text>
        ))}
      </div>
      <Group gap="md" aria-hidden>
        <Text size="xs" c="dimmed">
          <span className={`${classes.legendSwatch} ${classes.barPositive}`} /> Scored 2 or more
        </Text>
        <Text size="xs" c="dimmed">
          <span className={`${classes.legendSwatch} ${classes.barNegative}`} /> Scored 1 (again)
        </Text>
      </Group>
      <VisuallyHidden>
        <table>
          <caption>Reviews in the last 11 days</caption>
          <thead>
            <tr>
              <th>Day</th>
              <th>Cards reviewed</th>
              <th>Scored 2 or more</th>
            </tr>
          </thead>
          <tbody>
            {history.map((day) => (
              <tr key={day.day}>
                <td>{longDay.format(dateOf(day.day))}</td>
                <td>{day.total}</td>
                <td>{day.positive}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}
