import { Title } from '@mantine/core';

/** /learn/:lang/library (search: text, tags, filter). */
export default function LibraryPage() {
  return <Title order={2}>Library</Title>;
}
