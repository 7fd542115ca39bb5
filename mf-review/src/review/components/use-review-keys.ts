import { useEffect } from 'react';
import { isScore, type AnswerButtons, type Score } from '@phrasebook/domain';

/** Where keys type text: there they keep their usual meaning (a switch is no such place). */
const textEntry =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select, [contenteditable="true"]';

export interface ReviewKeyHandlers {
  reveal: () => void;
  score: (score: Score) => void;
  previous: () => void;
  next: () => void;
  /** Whether the card's answer is shown: in two-button mode Space and Enter then score Good. */
  revealed: boolean;
  mode: AnswerButtons;
}

/**
 * The session's keys (docs/product.md §4 session, keyboard): Space reveals, 1–4 score, ← and
 * → move; in two-button mode 1 scores Again, and once the answer shows, Space or Enter score
 * Good. Keys typed into a field, with a modifier, or that activate a focused button or link
 * keep their usual meaning.
 */
export function useReviewKeys(enabled: boolean, handlers: ReviewKeyHandlers): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(textEntry)) return;
      // A focused button, link or switch keeps Space and Enter for itself; digits still score.
      const onControl =
        target?.closest('button, a, [role="button"], input, [role="switch"]') != null;
      const digit = Number(event.key);
      const two = handlers.mode === 'two';
      const goodKey = event.key === ' ' || event.key === 'Enter';
      if (two && handlers.revealed && goodKey && !onControl) handlers.score(3);
      else if (event.key === ' ' && !onControl) handlers.reveal();
      else if (isScore(digit) && (two ? digit === 1 : true)) handlers.score(digit);
      else if (event.key === 'ArrowLeft') handlers.previous();
      else if (event.key === 'ArrowRight') handlers.next();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, handlers]);
}

/**
 * Ctrl+Z (Cmd+Z on a Mac) takes back the newest score (docs/product.md §4 "Undo") on every
 * screen of the session; in a text field it keeps undoing the typing.
 */
export function useUndoKey(enabled: boolean, undo: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(textEntry)) return;
      event.preventDefault();
      undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, undo]);
}
