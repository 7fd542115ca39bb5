/**
 * The contract between a page and the service worker for recordings kept offline
 * (docs/offline.md, "Recordings"): the page names the files of today's review, the worker keeps
 * each whole and answers the audio element's requests for them, range requests too.
 */
export const KEEP_RECORDINGS = 'KEEP_RECORDINGS';

export interface KeepRecordingsMessage {
  type: typeof KEEP_RECORDINGS;
  urls: string[];
}

const SIGNED_RECORDING_PATH = '/storage/v1/object/sign/recordings/';

/** A recording's signed URL, on whatever origin the backend has. */
export function isRecordingUrl(url: URL): boolean {
  return url.pathname.includes(SIGNED_RECORDING_PATH);
}

/**
 * The key a recording is kept under: its URL without the token, which changes with every read
 * while the file never does (a new take is a new file).
 */
export function recordingCacheKey(url: string): string {
  const key = new URL(url);
  key.search = '';
  key.hash = '';
  return key.href;
}
