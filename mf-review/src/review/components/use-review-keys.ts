import { useEffect } from 'react';
import { isScore, type Score } from '@phrasebook/domain';

export interface ReviewKeyHandlers {
  reveal: () => void;
  score: (score: Score) => void;
  previous: () => void;
  next: () => void;
}

/**
 * The session's keys (docs/product.md §4 session, keyboard): Space reveals, 1–4 score, ← and
 * → move. Keys typed into a field, with a modifier, or that activate a focused button or
 * link keep their usual meaning.
 */
export function useReviewKeys(enabled: boolean, handlers: ReviewKeyHandlers): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const onControl = target?.closest('button, a, [role="button"]') != null;
      const digit = Number(event.key);
      if (event.key === ' ' && !onControl) handlers.reveal();
      else if (isScore(digit)) handlers.score(digit);
      else if (event.key === 'ArrowLeft') handlers.previous();
      else if (event.key === 'ArrowRight') handlers.next();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, handlers]);
}
