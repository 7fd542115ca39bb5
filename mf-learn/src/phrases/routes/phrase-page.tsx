import { Title } from '@mantine/core';

/** /learn/:lang/:id: one phrase. */
export default function PhrasePage() {
  return <Title order={2}>Phrase</Title>;
}
