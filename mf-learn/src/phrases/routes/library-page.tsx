import { Title } from '@mantine/core';

export default function LibraryPage() {
  return <Title order={2}>library</Title>;
}
