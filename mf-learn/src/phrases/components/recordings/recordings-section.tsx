import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { IconMicrophone } from '@tabler/icons-react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  phraseRecordingsQuery,
  recordingOutbox,
  recordingRefusalsAtom,
} from '@phrasebook/data/recordings';
import { languageName } from '@phrasebook/domain';
import { SectionPaper } from '../../../shared/components/section-paper.tsx';
import { AskFriendToRecord } from './ask-friend-to-record.tsx';
import { RecordingRow } from './recording-row.tsx';

// The recorder (MediaRecorder, the level meter, trimming) loads when the learner asks for it.
const NewRecording = lazy(() => import('./new-recording.tsx'));

export interface RecordingsSectionProps {
  phraseId: string;
  lang: string;
  uid: string;
}

/**
 * The phrase's recordings (docs/product.md §4 "Recordings"): fluent speakers' first, each
 * with who made it, their level and when; mine can be deleted; record one, compare myself
 * with one, or ask a friend to record it.
 */
export default function RecordingsSection({ phraseId, lang, uid }: RecordingsSectionProps) {
  const recordings = useQuery(phraseRecordingsQuery(phraseId));
  const waiting = useAtomValue(recordingOutbox.atom(uid)).filter(
    (entry) => entry.phraseId === phraseId,
  );
  const refusal = useAtomValue(recordingRefusalsAtom)[phraseId];
  const [recording, setRecording] = useState(false);

  // Takes kept on this device from an earlier visit go out as soon as the section is shown.
  useEffect(() => recordingOutbox.start(uid), [uid]);

  const list = recordings.data ?? [];
  return (
    <SectionPaper title="Recordings">
      <Stack gap="md">
        {recordings.isError ? (
          <Alert color="red" title="Could not load the recordings">
            {recordings.error.message}
          </Alert>
        ) : list.length === 0 && !recordings.isPending ? (
          <Text c="dimmed" size="sm">
            No recordings yet. Record it yourself, or ask a friend who speaks {languageName(lang)}.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((item) => (
              <RecordingRow key={item.id} recording={item} mine={item.uid === uid} />
            ))}
          </Stack>
        )}
        {waiting.length > 0 ? (
          <Text size="sm" role="status">
            {waiting.length === 1 ? 'One recording is' : `${waiting.length} recordings are`} waiting
            to upload
            {waiting.some((entry) => entry.lastError)
              ? ': it is kept on this device and sent again.'
              : '…'}
          </Text>
        ) : null}
        {refusal ? (
          <Alert color="red" title="The recording was not saved">
            {refusal}
          </Alert>
        ) : null}
        {recording ? (
          <Suspense fallback={<Text size="sm">Opening the recorder…</Text>}>
            <NewRecording uid={uid} phraseId={phraseId} onDone={() => setRecording(false)} />
          </Suspense>
        ) : (
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconMicrophone size={16} aria-hidden />}
              onClick={() => setRecording(true)}
            >
              Record this phrase
            </Button>
            <AskFriendToRecord uid={uid} phraseId={phraseId} lang={lang} />
          </Group>
        )}
      </Stack>
    </SectionPaper>
  );
}
