import { useCallback, useEffect, useRef } from 'react';
import { useSpeech } from '../use-speech.ts';
import { useDayVoice } from './day-voices-context.ts';
import { loadVoicePlayer, playVoice } from './play-voice.ts';

/**
 * 'Listen' on a card: the phrase's best recording (docs/product.md §4 "Recordings"), else the
 * browser's voice; null when there is neither. With autoplay on, the reveal plays the
 * recording by itself.
 */
export function useCardListen(
  lang: string,
  phraseId: string,
  revealed: boolean,
): ((text: string) => void) | null {
  const speak = useSpeech(lang);
  const { voice, autoplay } = useDayVoice(phraseId);
  useEffect(() => {
    if (voice) void loadVoicePlayer();
  }, [voice]);

  const listen = useCallback(
    (text: string) => (voice ? playVoice(voice) : speak?.(text)),
    [voice, speak],
  );

  // Once per card: the reveal plays it, a re-render does not play it again.
  const playedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!revealed || !autoplay || !voice || playedFor.current === phraseId) return;
    playedFor.current = phraseId;
    playVoice(voice);
  }, [revealed, autoplay, voice, phraseId]);

  return voice || speak ? listen : null;
}

/** 'Listen' names whose voice it plays, when it plays a recording rather than the browser's. */
export function useListenLabel(phraseId: string): string {
  const { voice } = useDayVoice(phraseId);
  return voice ? `Listen to ${voice.username}` : 'Listen';
}
