import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import {
  ReviewProgressMismatchError,
  initialReviewProgress,
  progressMismatchMessage,
  readReviewProgress,
  reviewProgressKey,
  type DayString,
  type ReviewProgress,
} from '@phrasebook/domain';
import { logUnexpected, storeItem } from '@phrasebook/data';
import { toast } from '@phrasebook/ui';

const keyPrefix = reviewProgressKey('', '').replace(/:+$/, '');

/**
 * Local storage for one deck's progress on one day (docs/product.md §3 'local review
 * store'). A record for another language or day throws in readReviewProgress (§8); it is
 * recorded, dropped, and the session starts from the position inferred from the server's
 * reviews, with a toast telling the learner so in plain words.
 */
function progressStorage(lang: string, day: DayString) {
  return {
    getItem(key: string, initial: ReviewProgress): ReviewProgress {
      try {
        return readReviewProgress(window.localStorage.getItem(key), lang, day) ?? initial;
      } catch (error) {
        if (!(error instanceof ReviewProgressMismatchError)) throw error;
        logUnexpected('read review progress', error, { key });
        // Dropped, so the message shows once rather than on every visit until the next score.
        window.localStorage.removeItem(key);
        toast(progressMismatchMessage(error));
        return initial;
      }
    },
    setItem(key: string, value: ReviewProgress): void {
      storeItem(key, JSON.stringify(value));
      // Progress of earlier days is never read again.
      for (let i = window.localStorage.length - 1; i >= 0; i--) {
        const stored = window.localStorage.key(i);
        if (stored?.startsWith(keyPrefix) && !stored.endsWith(`:${day}`))
          window.localStorage.removeItem(stored);
      }
    },
    removeItem(key: string): void {
      window.localStorage.removeItem(key);
    },
  };
}

const progressAtoms = new Map<string, ReturnType<typeof createProgressAtom>>();

function createProgressAtom(lang: string, day: DayString) {
  return atomWithStorage(
    reviewProgressKey(lang, day),
    initialReviewProgress(lang, day),
    progressStorage(lang, day),
    { getOnInit: true },
  );
}

/** The stage and card index of one deck's review on one day, kept in local storage. */
export function useReviewProgress(lang: string, day: DayString) {
  const key = reviewProgressKey(lang, day);
  let progressAtom = progressAtoms.get(key);
  if (!progressAtom) {
    progressAtom = createProgressAtom(lang, day);
    progressAtoms.set(key, progressAtom);
  }
  return useAtom(progressAtom);
}
