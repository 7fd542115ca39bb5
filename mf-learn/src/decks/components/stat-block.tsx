import { Paper, Text } from '@mantine/core';

/** One figure of a deck with its label. */
export function StatBlock({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fz={28} fw={700} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}
