import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageContainer } from '@phrasebook/ui';

export interface AuthCardProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title. @default undefined */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card (e.g. to /signup). @default undefined */
  footer?: ReactNode;
}

/** The frame every signed-out account screen shares: a narrow card with a heading. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <PageContainer size="sm" py={{ base: 'xl', sm: 64 }} maw={520}>
      <Stack component="main" gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {title}
          </Title>
          {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="sm">
          {children}
        </Paper>
        {footer ? (
          <Stack gap={6} align="center">
            {footer}
          </Stack>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
