import { Title } from '@mantine/core';

/** /friends/chats/:friendId/recommend. */
export default function RecommendPage() {
  return <Title order={2}>Recommend a phrase</Title>;
}
