import { useCallback, useEffect, useState } from 'react';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** True when a voice's BCP 47 tag ('es-ES') speaks the language of a 3-letter code ('spa'). */
export function speaksLanguage(voice: Pick<SpeechSynthesisVoice, 'lang'>, lang: string): boolean {
  const base = voice.lang.split(/[-_]/)[0]?.toLowerCase() ?? '';
  if (base === lang) return true;
  const name = languageNames.of(lang);
  return name !== undefined && base !== '' && languageNames.of(base) === name;
}

function findVoice(lang: string): SpeechSynthesisVoice | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  return window.speechSynthesis.getVoices().find((voice) => speaksLanguage(voice, lang)) ?? null;
}

/**
 * 'Listen': speaks a phrase with a voice of its language, or null where the browser has no
 * such voice (the button is then not shown). Voices can arrive after the page loads.
 */
export function useSpeech(lang: string): ((text: string) => void) | null {
  const [voice, setVoice] = useState(() => findVoice(lang));
  useEffect(() => {
    if (!('speechSynthesis' in window)) return;
    const update = () => setVoice(findVoice(lang));
    update();
    window.speechSynthesis.addEventListener('voiceschanged', update);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', update);
  }, [lang]);
  const speak = useCallback(
    (text: string) => {
      if (!voice) return;
      window.speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      window.speechSynthesis.speak(utterance);
    },
    [voice],
  );
  return voice ? speak : null;
}
