import { useId } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import {
  IconDeviceFloppy,
  IconPlayerPlayFilled,
  IconPlayerStopFilled,
  IconRefresh,
} from '@tabler/icons-react';
import { RECORDING_MAX_MS } from './recording-format.ts';
import { RecordButton, RecorderError, RecorderStatus, RecordingMeter } from './recorder-parts.tsx';
import { useBackToBack } from './use-back-to-back.ts';
import { useVoiceRecorder } from './use-voice-recorder.ts';
import type { VoiceClip, VoiceRecording } from './voice-recording.ts';
import { VoicePlayer } from './VoicePlayer.tsx';

export interface VoiceCompareProps {
  /** The recording to compare with; `label` names its play button ("Play Priya's recording"). */
  reference: VoiceClip & { label: string };
  /** Keeps the take as the learner's own recording; without it, there is no such button. */
  onKeep?: (recording: VoiceRecording) => Promise<void> | void;
  /** The take is being uploaded after "Save as my recording". */
  keeping?: boolean;
  /** Names the group. @default 'Compare' */
  label?: string;
  /** @default RECORDING_MAX_MS */
  maxMs?: number;
}

/**
 * Compare: the learner records themselves and plays their take and then the reference, back to
 * back. The take stays on this device (an object URL, dropped on unmount) and is never
 * uploaded unless they press "Save as my recording".
 */
export function VoiceCompare({
  reference,
  onKeep,
  keeping = false,
  label = 'Compare',
  maxMs = RECORDING_MAX_MS,
}: VoiceCompareProps) {
  const labelId = useId();
  const { state, start, stop } = useVoiceRecorder({ maxMs });
  const both = useBackToBack();

  const record = () => {
    // The microphone would pick up the playback.
    both.stop();
    start();
  };
  const playBoth = () => {
    if (both.playing) return both.stop();
    if (state.status !== 'recorded') return;
    const take: VoiceClip = {
      src: state.objectUrl,
      trim: { startMs: state.recording.trimStartMs, endMs: state.recording.trimEndMs },
    };
    both.play([take, { src: reference.src, trim: reference.trim }]);
  };

  return (
    <Stack gap="sm" role="group" aria-labelledby={labelId}>
      <Group gap="xs">
        <Text id={labelId} fw={600}>
          {label}
        </Text>
        <VoicePlayer src={reference.src} trim={reference.trim} label={reference.label} />
      </Group>
      {state.status === 'recording' && (
        <RecordingMeter elapsedMs={state.elapsedMs} level={state.level} maxMs={maxMs} />
      )}
      <Group gap="xs">
        <RecordButton state={state} onRecord={record} onStop={stop} />
        {state.status === 'recorded' && (
          <>
            <Button
              leftSection={
                both.playing ? (
                  <IconPlayerStopFilled aria-hidden size={16} />
                ) : (
                  <IconPlayerPlayFilled aria-hidden size={16} />
                )
              }
              aria-pressed={both.playing}
              onClick={playBoth}
            >
              Play both
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefresh aria-hidden size={16} />}
              disabled={keeping}
              onClick={record}
            >
              Re-record
            </Button>
            {onKeep && (
              <Button
                variant="light"
                leftSection={<IconDeviceFloppy aria-hidden size={16} />}
                disabled={keeping}
                onClick={() => {
                  void Promise.resolve(onKeep(state.recording)).catch(() => {});
                }}
              >
                Save as my recording
              </Button>
            )}
          </>
        )}
        <RecorderStatus state={state} maxMs={maxMs} saving={keeping} />
      </Group>
      <RecorderError state={state} />
    </Stack>
  );
}

VoiceCompare.displayName = 'VoiceCompare';
