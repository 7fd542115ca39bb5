import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCopy, IconShare } from '@tabler/icons-react';
import { toast } from '@phrasebook/ui';
import { SendToFriend } from './send-to-friend.tsx';

/** The browser's own share sheet, where it has one (phones mostly). */
const canShare = () => typeof navigator.share === 'function';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied to the clipboard');
  } catch (error) {
    toast.error(`Could not copy: ${(error as Error).message}`);
  }
}

async function shareWithDevice(text: string) {
  try {
    await navigator.share({ text });
  } catch (error) {
    // Closing the sheet is the learner's choice, not a failure.
    if ((error as Error).name !== 'AbortError')
      toast.error(`Could not share: ${(error as Error).message}`);
  }
}

/** What is shared, shown as it will read, and the ways to share it. */
export function SharePanel({
  uid,
  text,
  onSent,
}: {
  uid: string;
  text: string;
  onSent: () => void;
}) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Text fw={600} data-testid="day-summary">
          {text}
        </Text>
      </Paper>
      <Text size="sm" c="dimmed">
        Only these counts are shared: nothing about your cards or your friends.
      </Text>
      <Group gap="sm">
        <Button leftSection={<IconCopy size={18} aria-hidden />} onClick={() => void copy(text)}>
          Copy
        </Button>
        {canShare() ? (
          <Button
            variant="default"
            leftSection={<IconShare size={18} aria-hidden />}
            onClick={() => void shareWithDevice(text)}
          >
            Share…
          </Button>
        ) : null}
      </Group>
      <SendToFriend uid={uid} text={text} onSent={onSent} />
    </Stack>
  );
}
