import { useId, type ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** A titled block of a page (the phrase page, deck settings), named by its title for screen readers. */
export function SectionPaper({
  title,
  titleGap = 'sm',
  children,
}: {
  title: string;
  /** Space under the title. */
  titleGap?: 'sm' | 'md';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
    >
      <Title order={2} fz="h4" mb={titleGap} id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
