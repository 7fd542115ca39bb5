import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { PhraseRecording } from '@phrasebook/data/recordings';
import { RelativeTime } from '@phrasebook/ui';
import { VoicePlayer } from '@phrasebook/ui/voice';
import { DeleteRecordingButton } from './delete-recording-button.tsx';

const CompareWith = lazy(() => import('./compare-with.tsx'));

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** One recording: play it, who made it and their level in the language, when; compare; delete mine. */
export function RecordingRow({ recording, mine }: { recording: PhraseRecording; mine: boolean }) {
  const [comparing, setComparing] = useState(false);
  const who = mine ? 'your' : possessive(recording.username);
  const trim = { startMs: recording.trimStartMs, endMs: recording.trimEndMs };
  return (
    <li>
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <VoicePlayer src={recording.src} trim={trim} label={`Play ${who} recording`} />
          <Text size="sm" fw={500}>
            {mine ? 'You' : recording.username}
          </Text>
          {recording.speakerLevel ? (
            <Badge
              size="sm"
              variant="light"
              color={recording.speakerLevel === 'fluent' ? 'teal' : 'gray'}
            >
              {recording.speakerLevel}
            </Badge>
          ) : null}
          <RelativeTime date={recording.createdAt} />
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setComparing((open) => !open)}
            aria-expanded={comparing}
          >
            Compare
          </Button>
          {mine ? <DeleteRecordingButton recording={recording} /> : null}
        </Group>
        {comparing ? (
          <Suspense fallback={null}>
            <CompareWith recording={recording} label={`Play ${who} recording`} />
          </Suspense>
        ) : null}
      </Stack>
    </li>
  );
}
