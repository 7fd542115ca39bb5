import { useEffect, useState } from 'react';
import { speechLanguageTag, voiceFor } from '@phrasebook/domain';

/**
 * The browser's voice for a language, if it has one (voices load asynchronously, so this
 * listens for them), and a function that speaks text with it. Null when there is none.
 */
export function useSpeech(lang: string): ((text: string) => void) | null {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | undefined>();
  useEffect(() => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) return undefined;
    const synth = window.speechSynthesis;
    const pick = () => setVoice(voiceFor(synth.getVoices(), lang));
    pick();
    synth.addEventListener('voiceschanged', pick);
    return () => synth.removeEventListener('voiceschanged', pick);
  }, [lang]);
  if (!voice) return null;
  return (text: string) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang || speechLanguageTag(lang);
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  };
}
