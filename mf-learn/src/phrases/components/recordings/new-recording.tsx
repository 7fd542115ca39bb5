import { Button, Group, Stack } from '@mantine/core';
import { useOnline } from '@phrasebook/data/online';
import { saveRecording } from '@phrasebook/data/recordings';
import { VoiceRecorder } from '@phrasebook/ui/voice';

/** The recorder on the phrase page; a saved take goes through the outbox (never lost). */
export default function NewRecording({
  uid,
  phraseId,
  onDone,
}: {
  uid: string;
  phraseId: string;
  onDone: () => void;
}) {
  const online = useOnline();
  return (
    <Stack gap="xs">
      <VoiceRecorder
        label="Record this phrase"
        offline={!online}
        onSave={async (take) => {
          await saveRecording(uid, phraseId, take);
          onDone();
        }}
      />
      <Group>
        <Button variant="subtle" size="xs" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
