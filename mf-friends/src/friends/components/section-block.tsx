import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import classes from './people.module.css';

export interface SectionBlockProps {
  title: string;
  /** How many entries; shown beside the title. */
  count: number;
  /** Shown instead of the list when it is empty. */
  empty: ReactNode;
  children: ReactNode;
  /** The title's heading level: 3 under a page's own h2. @default 2 */
  order?: 2 | 3;
}

/** A titled list of people on the friends screens, with its empty state. */
export function SectionBlock({ title, count, empty, children, order = 2 }: SectionBlockProps) {
  return (
    <Paper
      component="section"
      aria-label={title}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={order} fz="h4">
            {title}
          </Title>
          {count > 0 ? (
            <Badge variant="light" size="sm" aria-hidden>
              {count}
            </Badge>
          ) : null}
        </Group>
        {count === 0 ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          <ul className={classes.list}>{children}</ul>
        )}
      </Stack>
    </Paper>
  );
}
