import { Title } from '@mantine/core';

export default function BulkAddPage() {
  return <Title order={2}>bulk-add</Title>;
}
