import { Title } from '@mantine/core';

/** /learn/:lang/bulk-add: many phrases at once. */
export default function BulkAddPage() {
  return <Title order={2}>Add phrases in bulk</Title>;
}
