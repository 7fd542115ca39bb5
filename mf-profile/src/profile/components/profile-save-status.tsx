import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Group, Text } from '@mantine/core';
import { useOnline } from '@phrasebook/data/online';
import type { ProfileFields } from '../api/profile-fields.ts';
import { profileOutbox } from '../state/profile-outbox.ts';
import { WaitingForNetwork } from './waiting-for-network.tsx';

/**
 * Beside the details form's button while saves wait in the profile outbox: what the oldest
 * waits for, the network or another try after a failure, which the learner can make at once,
 * or give up on (with the saves behind it). The same words as the app's other outboxes say.
 * It sends the queue, and tells the form the newest save that waits (`onWaiting`), which the
 * form shows as the learner's profile.
 */
export function ProfileSaveStatus({
  uid,
  onWaiting,
}: {
  uid: string;
  onWaiting: (fields: ProfileFields | null) => void;
}) {
  const queue = useAtomValue(profileOutbox.atom(uid));
  const [oldest, ...behind] = queue;
  const newest = queue.at(-1)?.fields ?? null;
  useEffect(() => profileOutbox.start(uid), [uid]);
  useEffect(() => onWaiting(newest), [newest, onWaiting]);
  const online = useOnline();
  if (!oldest) return null;
  if (!online) return <WaitingForNetwork />;
  if (oldest.attempts === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Saving…
      </Text>
    );
  }
  return (
    <Group gap="xs" role="alert">
      <Text size="sm" c="red">
        Not saved yet{oldest.lastError ? `: ${oldest.lastError}` : ''}
      </Text>
      <Button size="compact-xs" variant="light" onClick={() => profileOutbox.retryNow(uid)}>
        Retry
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        onClick={() => {
          for (const entry of [oldest, ...behind]) profileOutbox.discard(uid, entry.id);
        }}
        aria-label="Discard the profile changes not saved yet"
      >
        Remove
      </Button>
    </Group>
  );
}
