import { Title } from '@mantine/core';

export default function PhrasePage() {
  return <Title order={2}>phrase</Title>;
}
