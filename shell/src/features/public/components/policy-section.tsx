import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

/** One titled section of a policy page; its id makes it linkable. */
export function PolicySection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={`${id}-title`}>
      <Title order={2} fz="h3" id={`${id}-title`}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
