import { createContext, useContext } from 'react';
import type { DayVoices } from '../../api/day-voices.ts';

export interface DayVoicesValue {
  voices: DayVoices;
  /** The profile's "Play recordings on reveal". */
  autoplay: boolean;
}

/**
 * The day's recordings, for the card faces: a context, so the session's memoised parts are not
 * handed them and redrawn when they arrive (docs/performance.md).
 */
export const DayVoicesContext = createContext<DayVoicesValue>({ voices: {}, autoplay: false });

export const useDayVoice = (phraseId: string) => {
  const { voices, autoplay } = useContext(DayVoicesContext);
  return { voice: voices[phraseId], autoplay };
};
