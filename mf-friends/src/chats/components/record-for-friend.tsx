import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Text } from '@mantine/core';
import { recordingKeys } from '@phrasebook/data';
import { useOnline } from '@phrasebook/data/online';
import { recordingOutbox, recordingRefusalsAtom, saveRecording } from '@phrasebook/data/recordings';
import { VoiceRecorder, voiceMessages } from '@phrasebook/ui/voice';

export interface RecordForFriendProps {
  myUid: string;
  phraseId: string;
  friendName: string;
}

/**
 * The recorder in a request to record: Save hands the take to the recordings' outbox, which
 * uploads it (again after a failure or offline: it is never lost). Once it is stored, the
 * database answers the request and the card says so.
 */
export default function RecordForFriend({ myUid, phraseId, friendName }: RecordForFriendProps) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const queue = useAtomValue(recordingOutbox.atom(myUid));
  const refusal = useAtomValue(recordingRefusalsAtom)[phraseId];
  // The take saved from this card: on its way while the outbox holds it; once it has left,
  // refused when the outbox kept a refusal for the phrase (a sent take clears it), else stored.
  const [savedId, setSavedId] = useState<string | null>(null);

  // Takes kept on this device from an earlier visit go out as soon as a recorder is shown.
  useEffect(() => recordingOutbox.start(myUid), [myUid]);

  const uploading = savedId !== null && queue.some((entry) => entry.id === savedId);
  const refused = savedId !== null && !uploading && refusal !== undefined;
  const stored = savedId !== null && !uploading && !refused;

  // Stored, the take has answered the request: the friends page's open requests change (the
  // live 'recording_made' refreshes them too; this covers a channel not yet subscribed).
  useEffect(() => {
    if (stored) void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
  }, [stored, queryClient]);

  if (savedId && !refused) {
    return (
      <Text size="sm" role="status">
        {uploading
          ? online
            ? voiceMessages.uploading
            : voiceMessages.offline
          : `Saved: ${friendName} can listen to it now.`}
      </Text>
    );
  }
  return (
    <VoiceRecorder
      label="Record this phrase"
      offline={!online}
      {...(refused ? { error: refusal } : {})}
      onSave={async (take) => setSavedId(await saveRecording(myUid, phraseId, take))}
    />
  );
}
