import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** A titled block of the profile screens. */
export function SectionCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-label={title}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
