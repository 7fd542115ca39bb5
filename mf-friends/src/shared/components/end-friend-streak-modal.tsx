import { Button, Group, Text } from '@mantine/core';
import { sharedStreakLength } from '@phrasebook/domain';
import { Modal } from '@phrasebook/ui';

export interface EndFriendStreakModalProps {
  friendName: string;
  days: number;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before ending a shared streak: its days cannot be brought back. */
export function EndFriendStreakModal({
  friendName,
  days,
  loading,
  onConfirm,
  onClose,
}: EndFriendStreakModalProps) {
  return (
    <Modal opened onClose={onClose} title={`End your shared streak with ${friendName}?`} size="sm">
      <Text size="sm" mb="lg">
        {days > 0 ? `Your ${sharedStreakLength(days)} together will stop counting. ` : ''}
        You can invite {friendName} to a new shared streak later.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          Go back
        </Button>
        {/* red.8: white text on it keeps a 4.5:1 contrast in both schemes. */}
        <Button color="red.8" onClick={onConfirm} loading={loading} data-autofocus>
          End shared streak
        </Button>
      </Group>
    </Modal>
  );
}
