// @phrasebook/ui/voice: recording and playing voices on the cards. A subpath, not the shared
// barrel: only the screens that record or compare bundle it, loaded when first shown.
export { VoiceRecorder, type VoiceRecorderProps } from './VoiceRecorder.tsx';
export { VoiceRecorderView, type VoiceRecorderViewProps } from './VoiceRecorderView.tsx';
export { VoicePlayer, type VoicePlayerProps } from './VoicePlayer.tsx';
export { VoiceCompare, type VoiceCompareProps } from './VoiceCompare.tsx';
export {
  useVoiceRecorder,
  type UseVoiceRecorderOptions,
  type VoiceRecorderControls,
  type VoiceRecorderError,
  type VoiceRecorderState,
} from './use-voice-recorder.ts';
export { useBackToBack, type BackToBack } from './use-back-to-back.ts';
export { clipUrl, playInTurn } from './clip-playback.ts';
export {
  pickRecordingFormat,
  RECORDING_MAX_MS,
  RECORDING_MIME_TYPES,
  type RecordingFormat,
} from './recording-format.ts';
export { findSpeechBounds, type SpeechBounds, type SpeechBoundsOptions } from './speech-bounds.ts';
export { voiceMessages } from './voice-messages.ts';
export type { VoiceClip, VoiceRecording } from './voice-recording.ts';
