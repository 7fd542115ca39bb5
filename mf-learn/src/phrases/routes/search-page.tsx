import { Title } from '@mantine/core';

export default function SearchPage() {
  return <Title order={2}>search</Title>;
}
