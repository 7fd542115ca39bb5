import { lazy, Suspense, useState } from 'react';
import { IconMicrophone } from '@tabler/icons-react';
import { Button, Stack } from '@mantine/core';
import { useSignedInUser } from '@phrasebook/data';
import { useDayVoice } from './day-voices-context.ts';

const Compare = lazy(() =>
  Promise.all([import('@phrasebook/ui/voice'), import('@phrasebook/data/recordings')]).then(
    ([voice, recordings]) => ({
      default: function CompareWithVoice(props: { phraseId: string }) {
        const user = useSignedInUser();
        const { voice: reference } = useDayVoice(props.phraseId);
        if (!reference) return null;
        return (
          <voice.VoiceCompare
            // Beside 'Compare', the group names what its play button plays.
            label={`${reference.username}'s recording`}
            reference={{
              src: reference.src,
              trim: { startMs: reference.trimStartMs, endMs: reference.trimEndMs },
              label: `Play ${reference.username}'s recording`,
            }}
            onKeep={(take) =>
              recordings.saveRecording(user.id, props.phraseId, take).then(() => undefined)
            }
          />
        );
      },
    }),
  ),
);

/**
 * "Compare" on a revealed card with a recording: the learner records themselves and hears
 * their take and the recording back to back (docs/product.md §4 "Recordings").
 */
export function CompareInReview({ phraseId }: { phraseId: string }) {
  const { voice } = useDayVoice(phraseId);
  const [open, setOpen] = useState(false);
  if (!voice) return null;
  return (
    <Stack gap="xs" align="center">
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconMicrophone size={14} aria-hidden />}
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        Compare
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <Compare key={phraseId} phraseId={phraseId} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
