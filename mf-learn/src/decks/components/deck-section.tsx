import { Title } from '@mantine/core';

/** Heading of one deck sub-screen, under the deck's own title. */
export function DeckSection({ title }: { title: string }) {
  return <Title order={2}>{title}</Title>;
}
