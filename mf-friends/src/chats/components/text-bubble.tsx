import { Box, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { RelativeTime } from '@phrasebook/ui';
import { useOnline } from '@phrasebook/data/online';
import type { UnsentMessage } from './use-text-sender.ts';
import classes from './chats.module.css';

/**
 * A plain text message: mine on the right, theirs on the left, with its time. The side says
 * who wrote it to the eye; a screen reader hears the name (`sender`) before it.
 */
export function TextBubble({
  text,
  at,
  mine,
  sender,
}: {
  text: string;
  at: string;
  mine: boolean;
  sender: string;
}) {
  return (
    <Box className={classes.row} data-mine={mine || undefined}>
      <VisuallyHidden>{mine ? 'You' : sender}:</VisuallyHidden>
      <div className={classes.bubble} dir="auto">
        {text}
      </div>
      <RelativeTime date={at} size="xs" mt={2} />
    </Box>
  );
}

/**
 * One of my messages (or corrections) not on the server yet: 'Sending…', waiting for the
 * network while offline (the outbox sends it when the network returns), or failed with retry
 * and discard.
 */
export function OutboxBubble({
  entry,
  onRetry,
  onDiscard,
}: {
  entry: UnsentMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const online = useOnline();
  // Offline, a message waits for the network: nothing has failed yet.
  const failed = online && entry.status === 'failed';
  return (
    <Box className={classes.row} data-mine data-failed={failed || undefined}>
      <VisuallyHidden>You:</VisuallyHidden>
      {entry.corrects ? (
        <Text size="xs" c="dimmed" mb={2}>
          Your correction
        </Text>
      ) : null}
      <div className={classes.bubble} dir="auto">
        {entry.message}
      </div>
      {failed ? (
        <Group gap={6} mt={4} role="alert">
          <Text size="xs" c="red">
            Not sent{entry.lastError ? `: ${entry.lastError}` : ''}
          </Text>
          <Button size="compact-xs" variant="light" onClick={onRetry}>
            Retry
          </Button>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={onDiscard}>
            Discard
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed" mt={2}>
          {online ? 'Sending…' : 'Waiting for the network: sent when you are back online'}
        </Text>
      )}
    </Box>
  );
}
