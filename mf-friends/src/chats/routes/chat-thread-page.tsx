import { Title } from '@mantine/core';

/** /friends/chats/:friendId: one thread. */
export default function ChatThreadPage() {
  return <Title order={2}>Chat</Title>;
}
