import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Text } from '@mantine/core';
import { phraseRecordingsQuery } from '@phrasebook/data/recordings';
import { VoicePlayer } from '@phrasebook/ui/voice';

export interface RecordingPlayerProps {
  phraseId: string;
  recordingId: string;
  /** When the answer was sent: recordings read before it may not hold this one yet. */
  sentAt: string;
  label: string;
}

/** Plays one recording of a phrase, read with the phrase's others (signed URLs, one read). */
export default function RecordingPlayer({
  phraseId,
  recordingId,
  sentAt,
  label,
}: RecordingPlayerProps) {
  const recordings = useQuery(phraseRecordingsQuery(phraseId));
  const recording = recordings.data?.find((item) => item.id === recordingId);
  const readBefore =
    recordings.isSuccess && !recording && recordings.dataUpdatedAt < Date.parse(sentAt);
  const { refetch } = recordings;
  const [readAgain, setReadAgain] = useState(false);

  // A list read before the recording was made (a cache from earlier) is read again, once.
  useEffect(() => {
    if (!readBefore || readAgain) return;
    setReadAgain(true);
    void refetch();
  }, [readBefore, readAgain, refetch]);

  if (recordings.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        Could not load the recording: {recordings.error.message}
      </Text>
    );
  }
  if (recording) {
    return (
      <VoicePlayer
        src={recording.src}
        trim={{ startMs: recording.trimStartMs, endMs: recording.trimEndMs }}
        label={label}
        withLabel
      />
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {recordings.isPending || recordings.isFetching || (readBefore && !readAgain)
        ? 'Loading the recording…'
        : 'This recording was deleted.'}
    </Text>
  );
}
