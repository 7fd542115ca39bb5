import { Title } from '@mantine/core';

/** /learn/:lang/requests/new. */
export default function NewRequestPage() {
  return <Title order={2}>New request</Title>;
}
