import { Title } from '@mantine/core';

/** /learn/:lang/requests: my requests for this language. */
export default function RequestsPage() {
  return <Title order={2}>Requests</Title>;
}
