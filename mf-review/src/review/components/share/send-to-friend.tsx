import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { friendsToAskQuery } from '@phrasebook/data/recordings';
import { FormErrorAlert, toast } from '@phrasebook/ui';
import { useSendDaySummary, type Recipient } from '../../api/send-day-summary.ts';

/**
 * 'Send to a friend': one button per accepted friend; the text goes to the chat with them. A
 * refusal (no longer friends) stays on screen under the buttons.
 */
export function SendToFriend({
  uid,
  text,
  onSent,
}: {
  uid: string;
  text: string;
  onSent: () => void;
}) {
  const headingId = useId();
  const friends = useQuery(friendsToAskQuery(uid));
  const send = useSendDaySummary();
  const [problem, setProblem] = useState<string | null>(null);

  const sendTo = (friend: Recipient) => {
    setProblem(null);
    send.mutate(
      { friend, text },
      {
        onSuccess: () => {
          toast.success(`Sent to ${friend.username}`);
          onSent();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  const list = [...(friends.data ?? [])].sort((a, b) => a.username.localeCompare(b.username));
  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        Send to a friend
      </Title>
      {friends.isPending && friends.fetchStatus === 'paused' ? (
        <Text size="sm" c="dimmed">
          Your friends show once you are back online; Copy works now.
        </Text>
      ) : friends.isPending ? (
        <Loader size="sm" role="img" aria-label="Loading your friends" />
      ) : friends.isError ? (
        <Text size="sm">Your friends could not be read: {friends.error.message}</Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          Once you have friends, you can send them your day.
        </Text>
      ) : (
        <Group gap="xs">
          {list.map((friend) => (
            <Button
              key={friend.uid}
              variant="default"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={send.isPending && send.variables.friend.uid === friend.uid}
              disabled={send.isPending && send.variables.friend.uid !== friend.uid}
              onClick={() => sendTo(friend)}
            >
              {friend.username}
            </Button>
          ))}
        </Group>
      )}
      <FormErrorAlert message={problem} title="Could not send" />
    </Stack>
  );
}
