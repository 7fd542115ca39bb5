import type { VoiceRecorderError } from './use-voice-recorder.ts';

/** What the recorder tells the learner, exported so screens and their tests use the same words. */
export const voiceMessages = {
  errors: {
    denied:
      "Phrasebook can't use your microphone. Allow microphone access in your browser's site settings, then try again.",
    'no-microphone': 'No microphone was found. Connect one and try again.',
    unsupported: "This browser can't record audio.",
    failed: "The microphone didn't start. Check that no other app is using it, then try again.",
  } satisfies Record<VoiceRecorderError, string>,
  requesting: 'Allow the microphone if your browser asks.',
  limit: (maxMs: number) => `Recordings stop at ${Math.round(maxMs / 1000)} seconds.`,
  uploading: 'Uploading…',
  offline: "You're offline: the recording is kept and uploads when you're back online.",
};
