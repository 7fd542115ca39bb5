import { Title } from '@mantine/core';

/** /friends/search (search: query, lang). */
export default function SearchPage() {
  return <Title order={2}>Search for friends</Title>;
}
