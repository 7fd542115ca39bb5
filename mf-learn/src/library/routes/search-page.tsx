import { Title } from '@mantine/core';

/** /learn/:lang/search (search: text, tags, filter). */
export default function SearchPage() {
  return <Title order={2}>Search phrases</Title>;
}
