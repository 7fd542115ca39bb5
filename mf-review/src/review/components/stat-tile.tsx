import { Paper, Text } from '@mantine/core';

/** One number of a review day with its label, e.g. 'Scheduled 12'. */
export function StatTile({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2} data-testid={`stat-${label.toLowerCase()}`}>
        {value}
      </Text>
    </Paper>
  );
}
