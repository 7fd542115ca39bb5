import { Suspense, useId, useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import classes from './stats.module.css';

export interface StatsPanelProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Drawn for the eye only: `table` holds the same numbers for everyone. */
  chart?: ReactNode;
  table?: ReactNode;
  /** Shown instead of the chart and its table when there is nothing to draw yet. */
  empty?: ReactNode;
  /** What the panel shows besides a chart (figures, the year's grid). */
  children?: ReactNode;
}

/**
 * One panel of the stats view: a heading, and a chart whose numbers are also a table, read by
 * screen readers as it is and shown in the chart's place with "Show as table".
 */
export function StatsPanel({ title, description, chart, table, empty, children }: StatsPanelProps) {
  const headingId = useId();
  const [tableShown, setTableShown] = useState(false);
  const hasChart = chart !== undefined && empty === undefined;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} maw={640}>
            <Title order={2} fz="h4" id={headingId}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {hasChart ? (
            <Button
              variant="subtle"
              size="compact-sm"
              // Its whole label on a phone: the heading and description wrap instead.
              flex="none"
              aria-pressed={tableShown}
              onClick={() => setTableShown((shown) => !shown)}
            >
              Show as table
            </Button>
          ) : null}
        </Group>
        {children}
        {empty !== undefined ? (
          <Text c="dimmed">{empty}</Text>
        ) : hasChart && tableShown ? (
          // Focusable, so a keyboard can scroll a long table.
          <div
            className={classes.tableScroller}
            role="region"
            aria-label={`${title}: table`}
            tabIndex={0}
          >
            {table}
          </div>
        ) : hasChart ? (
          <>
            {/* The charts arrive in a chunk of their own, after the figures and tables. */}
            <div aria-hidden className={classes.chart}>
              <Suspense fallback={null}>{chart}</Suspense>
            </div>
            <VisuallyHidden>{table}</VisuallyHidden>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
