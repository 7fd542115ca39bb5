import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import { formatClipTime } from './clip-time.ts';
import type { VoiceRecorderState } from './use-voice-recorder.ts';
import { voiceMessages } from './voice-messages.ts';
import classes from './voice.module.css';

// The pieces the recorder and Compare share: the meter, the Record/Stop button, the messages.

export function RecordingMeter({
  elapsedMs,
  level,
  maxMs,
}: {
  elapsedMs: number;
  level: number;
  maxMs: number;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, level)) * 100);
  return (
    <Group gap="sm" wrap="nowrap">
      <Box
        role="meter"
        aria-label="Microphone level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={classes.meter}
      >
        <Box className={classes.meterFill} style={{ transform: `scaleX(${percent / 100})` }} />
      </Box>
      <Text size="sm" role="timer" className={classes.time}>
        {`${formatClipTime(elapsedMs)} / ${formatClipTime(maxMs)}`}
      </Text>
    </Group>
  );
}

/**
 * Record, or Stop while recording. Not shown where the browser cannot record, nor once there
 * is a take: that screen offers Re-record instead.
 */
export function RecordButton({
  state,
  onRecord,
  onStop,
}: {
  state: VoiceRecorderState;
  onRecord: () => void;
  onStop: () => void;
}) {
  if (state.status === 'recording' || state.status === 'stopping') {
    return (
      <Button
        color="red"
        leftSection={<IconPlayerStopFilled aria-hidden size={16} />}
        disabled={state.status === 'stopping'}
        onClick={onStop}
      >
        Stop
      </Button>
    );
  }
  if (state.status === 'recorded') return null;
  if (state.status === 'error' && state.error === 'unsupported') return null;
  return (
    <Button
      leftSection={<IconMicrophone aria-hidden size={16} />}
      disabled={state.status === 'requesting'}
      onClick={onRecord}
    >
      Record
    </Button>
  );
}

/** Why recording failed, in an alert; nothing while it has not. */
export function RecorderError({ state }: { state: VoiceRecorderState }) {
  if (state.status !== 'error') return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {voiceMessages.errors[state.error]}
    </Alert>
  );
}

/**
 * The recorder's news: uploading, a hint while the browser asks, or that the take hit the
 * limit. The region stays on the page, empty when there is nothing to say, so screen readers
 * announce what appears in it.
 */
export function RecorderStatus({
  state,
  maxMs,
  saving = false,
}: {
  state: VoiceRecorderState;
  maxMs: number;
  saving?: boolean;
}) {
  let text: string | null = null;
  if (saving) text = voiceMessages.uploading;
  else if (state.status === 'requesting') text = voiceMessages.requesting;
  else if (state.status === 'recorded' && state.stoppedAtLimit) text = voiceMessages.limit(maxMs);
  return (
    <Text component="span" size="sm" c="dimmed" role="status">
      {text}
    </Text>
  );
}
