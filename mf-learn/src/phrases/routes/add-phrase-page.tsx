import { Title } from '@mantine/core';

export default function AddPhrasePage() {
  return <Title order={2}>add-phrase</Title>;
}
