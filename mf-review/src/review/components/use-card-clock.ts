import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import {
  cardTimeMs,
  pauseCardTime,
  resumeCardTime,
  startCardTime,
  type CardTime,
} from '@phrasebook/domain';

const pageVisible = () => document.visibilityState === 'visible';

/**
 * Time on the card on screen (docs/product.md §4 "Progress"): from the card being shown, or
 * its last score, counting only while the page is visible. `cardKey` names the card shown
 * (null when none is); a new one restarts the clock. The returned `take` gives the time so
 * far and restarts the clock: the score handler calls it, so it only reads performance.now()
 * and does arithmetic (the tap's paint must not wait, docs/performance.md).
 */
export function useCardClock(cardKey: string | null): () => number {
  const time = useRef<CardTime>({ spentMs: 0, visibleSince: null });

  useLayoutEffect(() => {
    time.current = startCardTime(performance.now(), pageVisible());
  }, [cardKey]);

  useEffect(() => {
    const onVisibility = () => {
      const now = performance.now();
      time.current = pageVisible()
        ? resumeCardTime(time.current, now)
        : pauseCardTime(time.current, now);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  return useCallback(() => {
    const now = performance.now();
    const spent = cardTimeMs(time.current, now);
    time.current = startCardTime(now, pageVisible());
    return spent;
  }, []);
}
