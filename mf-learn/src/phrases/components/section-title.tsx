import { Title } from '@mantine/core';

/** A deck sub-screen's heading, under the deck's title (the layout adds the way back). */
export function SectionTitle({ title }: { title: string }) {
  return (
    <Title order={2} fz="h3" mb="md">
      {title}
    </Title>
  );
}
