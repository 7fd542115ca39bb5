import { useAtom } from 'jotai';
import { storedAtom } from '@phrasebook/data';
import {
  UNDO_STEPS_KEPT,
  readUndoHistory,
  reviewUndoKey,
  type DayString,
  type UndoStep,
} from '@phrasebook/domain';
import { forgetOtherDaysOnce } from './forget-other-days.ts';

const undoAtoms = new Map<string, ReturnType<typeof createUndoAtom>>();

/**
 * The scores of one deck's day that the learner can take back (docs/product.md §4 "Undo"),
 * newest last, in local storage: undo works after a reload and after leaving the session and
 * coming back the same day. Earlier days' histories are dropped, as they can no longer be
 * undone.
 */
function createUndoAtom(uid: string, lang: string, day: DayString) {
  const forgetOtherDays = forgetOtherDaysOnce('phrasebook:review-undo:', day);
  return storedAtom<UndoStep[]>(
    reviewUndoKey(uid, lang, day),
    (stored) => (stored === null ? [] : readUndoHistory(stored, lang, day)),
    (steps) => {
      forgetOtherDays();
      return JSON.stringify({ lang, dayString: day, steps: steps.slice(-UNDO_STEPS_KEPT) });
    },
  );
}

/** The atom of the learner's undo history for one deck and day. */
export function undoHistoryAtom(uid: string, lang: string, day: DayString) {
  const key = reviewUndoKey(uid, lang, day);
  let undoAtom = undoAtoms.get(key);
  if (!undoAtom) {
    undoAtom = createUndoAtom(uid, lang, day);
    undoAtoms.set(key, undoAtom);
  }
  return undoAtom;
}

/** The learner's undo history for one deck and day, and its setter. */
export function useUndoHistory(uid: string, lang: string, day: DayString) {
  return useAtom(undoHistoryAtom(uid, lang, day));
}
