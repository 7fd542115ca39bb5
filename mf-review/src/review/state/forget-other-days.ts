import type { DayString } from '@phrasebook/domain';

/**
 * What drops, the first time it runs, the state earlier days left under `prefix`: a day's
 * review state is never read after that day. Once per page and day, as every score writes that
 * state, and going through every key of local storage on each one cost the paint that
 * acknowledges it.
 */
export function forgetOtherDaysOnce(prefix: string, day: DayString): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (let i = window.localStorage.length - 1; i >= 0; i--) {
      const stored = window.localStorage.key(i);
      if (stored?.startsWith(prefix) && !stored.endsWith(`:${day}`))
        window.localStorage.removeItem(stored);
    }
  };
}
