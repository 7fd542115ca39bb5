import { Title } from '@mantine/core';

/** /friends/chats: friends by most recent activity. */
export default function ChatsPage() {
  return <Title order={2}>Chats</Title>;
}
