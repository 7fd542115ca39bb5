import { Center, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';

/** /friends/chats with no thread open: on wide screens, the space beside the list. */
export default function ChatsIndexPage() {
  return (
    <Center style={{ flex: 1 }} p="xl">
      <Stack gap="xs" align="center">
        <IconMessages size={40} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fw={600}>Your chats</Text>
        <Text size="sm" c="dimmed" ta="center">
          Choose a friend to read your messages, send one, or recommend a phrase.
        </Text>
      </Stack>
    </Center>
  );
}
