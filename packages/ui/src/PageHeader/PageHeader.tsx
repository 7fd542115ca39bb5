import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

export interface PageHeaderProps {
  /** The page's one h1, e.g. 'Learning Home'. */
  title: ReactNode;
  /** A line under the title, e.g. 'Which deck are we studying today?'. @default undefined */
  subtitle?: ReactNode;
  /** Buttons or menus shown at the end of the header (wrap below the title on phones). @default undefined */
  actions?: ReactNode;
  /** Heading level, for pages nested under another heading. @default 1 */
  order?: 1 | 2;
}

/** Title block at the top of a page, with an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions, order = 1 }: PageHeaderProps) {
  return (
    <Group component="header" justify="space-between" align="flex-end" gap="md" mb="xl" wrap="wrap">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={order} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" size="lg">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
PageHeader.displayName = 'PageHeader';
