import type { VoiceClip } from './voice-recording.ts';

const seconds = (ms: number) => String(Math.max(0, Math.round(ms)) / 1000);

/**
 * The clip's address with its speech as a Media Fragment (`#t=start,end`, in seconds): the
 * browser plays just that part, so the stored file is never cut or re-encoded.
 */
export function clipUrl({ src, trim }: VoiceClip): string {
  if (!trim) return src;
  const [file = src] = src.split('#');
  return `${file}#t=${seconds(trim.startMs)},${seconds(trim.endMs)}`;
}

/** Plays one clip on `audio`; settles when it ends, is stopped, or fails to play. */
function playOn(audio: HTMLAudioElement, clip: VoiceClip, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return resolve();
    const endSeconds = clip.trim ? clip.trim.endMs / 1000 : Infinity;
    const listeners: [string, () => void][] = [
      ['ended', () => settle()],
      // At a fragment's end the browser pauses rather than ends.
      ['pause', () => settle()],
      // A browser that ignores the fragment's end would go on into the silence after the speech.
      ['timeupdate', () => audio.currentTime >= endSeconds && settle()],
      ['error', () => settle(new Error('The recording could not be played.'))],
    ];
    const onAbort = () => settle();
    function settle(error?: unknown) {
      listeners.forEach(([type, listener]) => audio.removeEventListener(type, listener));
      signal?.removeEventListener('abort', onAbort);
      if (!audio.paused) audio.pause();
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve();
    }
    listeners.forEach(([type, listener]) => audio.addEventListener(type, listener));
    signal?.addEventListener('abort', onAbort);
    audio.src = clipUrl(clip);
    try {
      // Called now, not after an await: Safari lets only a press start playback.
      audio.play().catch(settle);
    } catch (error) {
      settle(error);
    }
  });
}

/**
 * Plays clips one after the other, until the last ends or `signal` aborts; rejects when one
 * cannot be played (a missing file, or playback the browser refused). One element plays them
 * all: Safari lets an element started by a press go on to the next clip, not a new element.
 * Call it from the press itself.
 */
export async function playInTurn(clips: VoiceClip[], signal?: AbortSignal): Promise<void> {
  const audio = new Audio();
  // A CORS request: the service worker can then answer range requests from a kept copy
  // (docs/offline.md, "Recordings"); an opaque answer could not be cut into ranges.
  audio.crossOrigin = 'anonymous';
  try {
    for (const clip of clips) {
      if (signal?.aborted) return;
      await playOn(audio, clip, signal);
    }
  } finally {
    audio.removeAttribute('src');
  }
}
