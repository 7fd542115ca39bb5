import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Group, Text } from '@mantine/core';
import { deleteRecording, type PhraseRecording } from '@phrasebook/data/recordings';
import { Modal, toast } from '@phrasebook/ui';

/** Deletes one of my recordings after asking; the server refuses it for anyone else's. */
export function DeleteRecordingButton({ recording }: { recording: PhraseRecording }) {
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteRecording(recording),
    onSuccess: () => {
      setAsking(false);
      toast.success('Recording deleted');
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <>
      <Button variant="subtle" color="red.8" size="xs" onClick={() => setAsking(true)}>
        Delete
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title="Delete your recording?"
        size="sm"
      >
        <Text size="sm" mb="lg">
          Friends who review this phrase will no longer hear it.
        </Text>
        <Group justify="flex-end" gap="sm">
          {/* The focus starts on the way back: Enter twice must not delete it. */}
          <Button
            variant="default"
            onClick={() => setAsking(false)}
            disabled={remove.isPending}
            data-autofocus
          >
            Go back
          </Button>
          <Button color="red.8" onClick={() => remove.mutate()} loading={remove.isPending}>
            Delete recording
          </Button>
        </Group>
      </Modal>
    </>
  );
}
