import { useCallback, useEffect, useRef, useState } from 'react';
import { playInTurn } from './clip-playback.ts';
import type { VoiceClip } from './voice-recording.ts';

export interface BackToBack {
  playing: boolean;
  /** Plays the clips in turn, stopping what this hook was playing; `onEnded` after the last. */
  play: (clips: VoiceClip[], onEnded?: () => void) => void;
  stop: () => void;
}

/** Plays clips back to back (one, or a take and then the reference), stopped on unmount. */
export function useBackToBack(): BackToBack {
  const [playing, setPlaying] = useState(false);
  const current = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setPlaying(false);
  }, []);

  const play = useCallback((clips: VoiceClip[], onEnded?: () => void) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setPlaying(true);
    playInTurn(clips, controller.signal)
      .then(() => {
        if (!controller.signal.aborted) onEnded?.();
      })
      // A clip that cannot play leaves the button ready to try again; there is nothing to show.
      .catch(() => {})
      .finally(() => {
        if (current.current !== controller) return;
        current.current = null;
        setPlaying(false);
      });
  }, []);

  useEffect(() => () => current.current?.abort(), []);

  return { playing, play, stop };
}
