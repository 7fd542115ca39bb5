import { Title } from '@mantine/core';

export default function QuickSearchPage() {
  return <Title order={2}>quick-search</Title>;
}
