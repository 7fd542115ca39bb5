import { useAtom } from 'jotai';
import {
  ReviewProgressMismatchError,
  initialReviewProgress,
  progressMismatchMessage,
  readReviewProgress,
  reviewProgressKey,
  type DayString,
  type ReviewProgress,
} from '@phrasebook/domain';
import { logUnexpected, storedAtom } from '@phrasebook/data';
import { toast } from '@phrasebook/ui';
import { forgetOtherDaysOnce } from './forget-other-days.ts';

const keyPrefix = reviewProgressKey('', '').replace(/:+$/, '');

const progressAtoms = new Map<string, ReturnType<typeof createProgressAtom>>();

/**
 * One deck's progress on one day in local storage (docs/product.md §3 'local review store').
 * A record for another language or day throws in readReviewProgress (§8); it is recorded,
 * dropped, and the session starts from the position inferred from the server's reviews, with a
 * toast telling the learner so in plain words.
 */
function createProgressAtom(lang: string, day: DayString) {
  const key = reviewProgressKey(lang, day);
  const initial = initialReviewProgress(lang, day);
  const forgetOtherDays = forgetOtherDaysOnce(keyPrefix, day);
  const read = (stored: string | null): ReviewProgress => {
    try {
      return readReviewProgress(stored, lang, day) ?? initial;
    } catch (error) {
      if (!(error instanceof ReviewProgressMismatchError)) throw error;
      logUnexpected('read review progress', error, { key });
      // Dropped, so the message shows once rather than on every visit until the next score.
      window.localStorage.removeItem(key);
      toast(progressMismatchMessage(error));
      return initial;
    }
  };
  return storedAtom<ReviewProgress>(key, read, (progress) => {
    forgetOtherDays();
    return JSON.stringify(progress);
  });
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
