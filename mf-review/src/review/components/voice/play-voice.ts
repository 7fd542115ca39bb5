import type { PhraseRecording } from '@phrasebook/data/recordings';
import type * as Voice from '@phrasebook/ui/voice';

type VoiceModule = typeof Voice;

let loaded: VoiceModule | undefined;
let loading: Promise<VoiceModule> | undefined;

/** Loads the player ahead, once the day has a recording: a press then plays at once. */
export function loadVoicePlayer(): Promise<VoiceModule> {
  loading ??= import('@phrasebook/ui/voice').then((module) => (loaded = module));
  return loading;
}

/**
 * Plays a recording's speech. Called from the press when the player is loaded (Safari lets
 * only a press start audio); otherwise once it has loaded.
 */
export function playVoice(voice: PhraseRecording): void {
  const clip = { src: voice.src, trim: { startMs: voice.trimStartMs, endMs: voice.trimEndMs } };
  const play = (module: VoiceModule) =>
    module.playInTurn([clip]).catch((error: unknown) => console.warn('[voice]', error));
  if (loaded) void play(loaded);
  else void loadVoicePlayer().then(play);
}
