/** How long a take may last: long enough for a phrase, short enough to keep uploads small. */
export const RECORDING_MAX_MS = 15_000;

/** The file types a recording is stored as, one per format `pickRecordingFormat` can return. */
export const RECORDING_MIME_TYPES = ['audio/webm', 'audio/mp4'] as const;

export interface RecordingFormat {
  /** What MediaRecorder is asked to write. */
  mimeType: string;
  /** The stored file's type, without codec parameters (one of RECORDING_MIME_TYPES). */
  fileType: (typeof RECORDING_MIME_TYPES)[number];
  extension: string;
}

const webmOpus: RecordingFormat = {
  mimeType: 'audio/webm;codecs=opus',
  fileType: 'audio/webm',
  extension: 'webm',
};
const mp4: RecordingFormat = { mimeType: 'audio/mp4', fileType: 'audio/mp4', extension: 'm4a' };

/**
 * The format this browser records in: Opus in WebM where it can (Chromium, Firefox), else AAC
 * in MP4 (Safari, iOS), which every browser can play back. Null without MediaRecorder, or when
 * it offers neither, since the storage accepts no other type.
 */
export function pickRecordingFormat(): RecordingFormat | null {
  if (typeof MediaRecorder === 'undefined') return null;
  if (MediaRecorder.isTypeSupported(webmOpus.mimeType)) return webmOpus;
  if (MediaRecorder.isTypeSupported(mp4.mimeType)) return mp4;
  return null;
}
