/** A finished take, as the recorder hands it to be saved or kept. */
export interface VoiceRecording {
  blob: Blob;
  /** The file's type, one of RECORDING_MIME_TYPES, to upload it with. */
  fileType: string;
  /** The file name's extension, without the dot. */
  extension: string;
  durationMs: number;
  /** Where the speech starts and ends: playback skips the silence around it. */
  trimStartMs: number;
  trimEndMs: number;
}

/** A clip to play: a file, and the part of it with the speech. */
export interface VoiceClip {
  src: string;
  trim?: { startMs: number; endMs: number };
}
