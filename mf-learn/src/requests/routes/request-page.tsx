import { Title } from '@mantine/core';

/** /learn/:lang/requests/:id: one request and its answers. */
export default function RequestPage() {
  return <Title order={2}>Request</Title>;
}
