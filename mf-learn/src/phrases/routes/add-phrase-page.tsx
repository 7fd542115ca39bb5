import { Title } from '@mantine/core';

/** /learn/:lang/add-phrase (search: text). */
export default function AddPhrasePage() {
  return <Title order={2}>Add a phrase</Title>;
}
