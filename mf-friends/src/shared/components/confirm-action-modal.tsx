import { Button, Group, Text } from '@mantine/core';
import { Modal } from '@phrasebook/ui';

export interface ConfirmActionModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that undoes something (decline, cancel, remove). */
export function ConfirmActionModal({
  opened,
  title,
  message,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: ConfirmActionModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="sm">
      <Text size="sm" mb="lg">
        {message}
      </Text>
      <Group justify="flex-end" gap="sm">
        {/* The focus starts on the way back: Enter twice must not undo a friendship. */}
        <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
          Go back
        </Button>
        {/* red.8: white text on it keeps a 4.5:1 contrast in both schemes. */}
        <Button color="red.8" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
