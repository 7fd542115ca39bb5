import { useId } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import { RECORDING_MAX_MS } from './recording-format.ts';
import { RecordButton, RecorderError, RecorderStatus, RecordingMeter } from './recorder-parts.tsx';
import type { VoiceRecorderState } from './use-voice-recorder.ts';
import { voiceMessages } from './voice-messages.ts';
import { VoicePlayer } from './VoicePlayer.tsx';

export interface VoiceRecorderViewProps {
  /** Names the recorder (shown above it), e.g. "Record this phrase". */
  label: string;
  state: VoiceRecorderState;
  onRecord: () => void;
  onStop: () => void;
  onReRecord: () => void;
  onSave: () => void;
  /** The take is being uploaded: Save waits. */
  saving?: boolean;
  /** Saving still works offline: the take waits on the device for the network. */
  offline?: boolean;
  /** @default 'Save' */
  saveLabel?: string;
  /** The server's refusal of the last save. */
  error?: string;
  /** @default RECORDING_MAX_MS */
  maxMs?: number;
}

/**
 * The recorder drawn from its state alone (useVoiceRecorder's), so a story or a test can show
 * any moment of it without a microphone. VoiceRecorder wires it to the microphone.
 */
export function VoiceRecorderView({
  label,
  state,
  onRecord,
  onStop,
  onReRecord,
  onSave,
  saving = false,
  offline = false,
  saveLabel = 'Save',
  error,
  maxMs = RECORDING_MAX_MS,
}: VoiceRecorderViewProps) {
  const labelId = useId();
  return (
    <Stack gap="sm" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={600}>
        {label}
      </Text>
      {state.status === 'recording' && (
        <RecordingMeter elapsedMs={state.elapsedMs} level={state.level} maxMs={maxMs} />
      )}
      <Group gap="xs">
        <RecordButton state={state} onRecord={onRecord} onStop={onStop} />
        {state.status === 'recorded' && (
          <>
            <VoicePlayer
              src={state.objectUrl}
              trim={{ startMs: state.recording.trimStartMs, endMs: state.recording.trimEndMs }}
              label="Play"
              withLabel
            />
            <Button
              variant="default"
              leftSection={<IconRefresh aria-hidden size={16} />}
              disabled={saving}
              onClick={onReRecord}
            >
              Re-record
            </Button>
            <Button
              leftSection={<IconCloudUpload aria-hidden size={16} />}
              disabled={saving}
              onClick={onSave}
            >
              {saveLabel}
            </Button>
          </>
        )}
        <RecorderStatus state={state} maxMs={maxMs} saving={saving} />
      </Group>
      <RecorderError state={state} />
      {offline && (
        <Text size="sm" c="dimmed">
          {voiceMessages.offline}
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

VoiceRecorderView.displayName = 'VoiceRecorderView';
