import type { RankedRecording } from '@phrasebook/domain';

/** A recording of a phrase as screens use it (docs/product.md §4 "Recordings"). */
export interface PhraseRecording extends RankedRecording {
  id: string;
  phraseId: string;
  username: string;
  avatarPath: string | null;
  objectPath: string;
  durationMs: number;
  trimStartMs: number;
  trimEndMs: number;
  /** A signed URL: the bucket is private, so the file is played through one. */
  src: string;
}

export const RECORDINGS_BUCKET = 'recordings';

/**
 * Signed URLs last a day: a kept query cache restored offline still names the files, and the
 * service worker finds them by path, whatever the token (docs/offline.md, "Recordings").
 */
export const SIGNED_URL_SECONDS = 24 * 60 * 60;
