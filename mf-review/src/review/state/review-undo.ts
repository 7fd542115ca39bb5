import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { storeItem } from '@phrasebook/data';
import {
  UNDO_STEPS_KEPT,
  readUndoHistory,
  reviewUndoKey,
  type DayString,
  type UndoStep,
} from '@phrasebook/domain';

const keyPrefix = 'phrasebook:review-undo:';

/**
 * The scores of one deck's day that the learner can take back (docs/product.md §4 "Undo"),
 * newest last, in local storage: undo works after a reload and after leaving the session and
 * coming back the same day. Earlier days' histories are dropped, as they can no longer be
 * undone.
 */
function undoStorage(lang: string, day: DayString) {
  // Swept once per page and day: a score writes the history, and going through every key of
  // local storage on each one cost the paint that acknowledges it.
  let swept = false;
  return {
    getItem: (key: string, initial: UndoStep[]): UndoStep[] =>
      window.localStorage.getItem(key) === null
        ? initial
        : readUndoHistory(window.localStorage.getItem(key), lang, day),
    setItem(key: string, steps: UndoStep[]): void {
      try {
        storeItem(
          key,
          JSON.stringify({ lang, dayString: day, steps: steps.slice(-UNDO_STEPS_KEPT) }),
        );
        if (swept) return;
        swept = true;
        for (let i = window.localStorage.length - 1; i >= 0; i--) {
          const stored = window.localStorage.key(i);
          if (stored?.startsWith(keyPrefix) && !stored.endsWith(`:${day}`))
            window.localStorage.removeItem(stored);
        }
      } catch {
        // Storage full or disabled: undo still works while the page is open.
      }
    },
    removeItem: (key: string) => window.localStorage.removeItem(key),
  };
}

const undoAtoms = new Map<string, ReturnType<typeof createUndoAtom>>();

function createUndoAtom(uid: string, lang: string, day: DayString) {
  return atomWithStorage<UndoStep[]>(reviewUndoKey(uid, lang, day), [], undoStorage(lang, day), {
    getOnInit: true,
  });
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
