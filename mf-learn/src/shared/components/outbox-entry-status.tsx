import { Button, Group, Text } from '@mantine/core';
import { useOnline } from '@phrasebook/data/online';
import type { OutboxEntryState } from '@phrasebook/data/outbox';

/** 'Waiting for the network: added when you are back online', as a chat says an unsent message. */
export const waitingForNetwork = (done: 'added' | 'sent' | 'saved') =>
  `Waiting for the network: ${done} when you are back online`;

const progress = { added: 'Adding…', sent: 'Sending…', saved: 'Saving…' } as const;

/**
 * Under an entry of one of this app's outboxes: what it waits for, the network or another try
 * after a failure, which the learner can make at once, or give up on.
 */
export function OutboxEntryStatus({
  entry,
  done,
  onRetry,
  onRemove,
  removeLabel,
  live = false,
}: {
  entry: OutboxEntryState;
  /** What happens to it once sent: 'added' (a phrase, a tag), 'sent' (a request) or 'saved'. */
  done: 'added' | 'sent' | 'saved';
  onRetry: () => void;
  onRemove: () => void;
  removeLabel: string;
  /** Said as it changes, where the page shows no list of what waits (a form's one save). */
  live?: boolean;
}) {
  const online = useOnline();
  if (!online || entry.attempts === 0) {
    return (
      <Text size="sm" c="dimmed" mt={4} role={live ? 'status' : undefined}>
        {!online ? waitingForNetwork(done) : progress[done]}
      </Text>
    );
  }
  return (
    <Group gap="xs" mt={4} role="alert">
      <Text size="sm" c="red">
        Not {done} yet{entry.lastError ? `: ${entry.lastError}` : ''}
      </Text>
      <Button size="compact-xs" variant="light" onClick={onRetry}>
        Retry
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        onClick={onRemove}
        aria-label={removeLabel}
      >
        Remove
      </Button>
    </Group>
  );
}
