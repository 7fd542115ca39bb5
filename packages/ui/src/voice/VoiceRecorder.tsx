import { RECORDING_MAX_MS } from './recording-format.ts';
import { useVoiceRecorder } from './use-voice-recorder.ts';
import type { VoiceRecording } from './voice-recording.ts';
import { VoiceRecorderView, type VoiceRecorderViewProps } from './VoiceRecorderView.tsx';

export interface VoiceRecorderProps extends Pick<
  VoiceRecorderViewProps,
  'label' | 'saving' | 'offline' | 'saveLabel' | 'error'
> {
  /** Called with the take when the learner presses Save; uploading it is the caller's. */
  onSave: (recording: VoiceRecording) => Promise<void> | void;
  /** @default RECORDING_MAX_MS */
  maxMs?: number;
}

/**
 * Records the learner, plays the take back without its leading and trailing silence, and hands
 * it to `onSave`. The take stays on the device until then. Load it lazily
 * (`lazy(() => import('@phrasebook/ui/voice'))`): screens that never record need not carry it.
 */
export function VoiceRecorder({ onSave, maxMs = RECORDING_MAX_MS, ...view }: VoiceRecorderProps) {
  const { state, start, stop } = useVoiceRecorder({ maxMs });
  return (
    <VoiceRecorderView
      {...view}
      maxMs={maxMs}
      state={state}
      onRecord={start}
      onStop={stop}
      onReRecord={start}
      onSave={() => {
        // The caller shows the upload through `saving` and a refusal through `error`.
        if (state.status === 'recorded')
          void Promise.resolve(onSave(state.recording)).catch(() => {});
      }}
    />
  );
}

VoiceRecorder.displayName = 'VoiceRecorder';
