import { useSignedInUser } from '@phrasebook/data';
import { type PhraseRecording, saveRecording } from '@phrasebook/data/recordings';
import { VoiceCompare } from '@phrasebook/ui/voice';

/** Compare myself with a recording; my take stays on this device unless I save it. */
export default function CompareWith({
  recording,
  label,
}: {
  recording: PhraseRecording;
  label: string;
}) {
  const user = useSignedInUser();
  return (
    <VoiceCompare
      reference={{
        src: recording.src,
        trim: { startMs: recording.trimStartMs, endMs: recording.trimEndMs },
        label,
      }}
      onKeep={(take) => saveRecording(user.id, recording.phraseId, take).then(() => undefined)}
    />
  );
}
