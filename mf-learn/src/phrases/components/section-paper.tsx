import { useId, type ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** A titled block of the phrase page, named by its title for screen readers. */
export function SectionPaper({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
    >
      <Title order={2} fz="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
