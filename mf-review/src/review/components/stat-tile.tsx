import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text } from '@mantine/core';

/** One number of a review day with its label, e.g. 'Scheduled 12'. */
export function StatTile({ label, value }: { label: string; value: number }) {
  return (
    // Less padding where three tiles share a phone's width.
    <Paper withBorder radius="md" p={{ base: 'xs', xs: 'md' }}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2} data-testid={`stat-${label.toLowerCase()}`}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * A row of three tiles: equal while their labels fit, and where they would not (a 320 px
 * phone) no tile narrower than its longest word, so 'Scheduled' never spills out of its tile.
 */
export function StatTiles({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid
      cols={3}
      spacing="sm"
      style={{ gridTemplateColumns: 'repeat(3, minmax(min-content, 1fr))' }}
    >
      {children}
    </SimpleGrid>
  );
}
