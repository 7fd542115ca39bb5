export { bestRecording, phrasePageOrder, type RankedRecording } from './recording-order.ts';
export {
  isRecordingUrl,
  KEEP_RECORDINGS,
  recordingCacheKey,
  type KeepRecordingsMessage,
} from './offline-recordings.ts';
