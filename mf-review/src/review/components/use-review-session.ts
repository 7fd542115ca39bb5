import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  AUTO_ADVANCE_MS,
  inferStart,
  reviewScreen,
  reviewSessionReducer,
  reviewToast,
  reviewWriteFor,
  undoStepFor,
  type CardDirection,
  type DayString,
  type ReviewDay,
  type ReviewProgress,
  type ReviewSessionAction,
  type Score,
  type SessionPosition,
} from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import type { DayReviewRow } from '../api/review-day-query.ts';
import { reviewOutbox } from '../state/review-outbox.ts';
import { useReviewProgress } from '../state/review-progress.ts';
import { useUndo } from './use-undo.ts';
import { useDayReviews } from './use-day-reviews.ts';

interface ReviewSessionOptions {
  uid: string;
  lang: string;
  dayString: DayString;
  manifest: readonly string[];
  serverReviews: readonly DayReviewRow[];
  /** Each manifest card's direction; recognise when left out. */
  directionOf: (phraseId: string) => CardDirection;
}

/** Stored progress as a position; not started means the position the reviews imply. */
function positionOf(progress: ReviewProgress, day: ReviewDay): SessionPosition {
  if (progress.stage === 0) return inferStart(day);
  return {
    stage: progress.stage,
    currentCardIndex: Math.min(progress.currentCardIndex, day.manifest.length),
  };
}

/**
 * The score's toast (docs/product.md §8), shown right after the next paint: the pressed
 * button acknowledges the score in that paint, and mounting a toast there would delay it.
 */
function showScoreToast(score: Score): void {
  const { message, tone } = reviewToast(score);
  requestAnimationFrame(() =>
    setTimeout(() => (tone === 'success' ? toast.success(message) : toast(message))),
  );
}

/**
 * The review session (docs/product.md §4): where it is (kept per language and day in local
 * storage), what the screen shows, and the learner's moves. A score is acknowledged at once
 * (toast, highlighted button, queued in the outbox) and the session moves on exactly 1 s
 * later, unless the learner moves first.
 */
export function useReviewSession({
  uid,
  lang,
  dayString,
  manifest,
  serverReviews,
  directionOf,
}: ReviewSessionOptions) {
  const { day, pending } = useDayReviews(uid, lang, dayString, manifest, serverReviews);
  const [progress, setProgress] = useReviewProgress(lang, dayString);
  const position = positionOf(progress, day);
  const screen = reviewScreen(position, day);

  // Actions run later (the auto-advance) and must see the day as it is then.
  const dayRef = useRef(day);
  useEffect(() => {
    dayRef.current = day;
  }, [day]);

  const dispatch = useCallback(
    (action: ReviewSessionAction) =>
      setProgress((stored) => ({
        ...stored,
        ...reviewSessionReducer(positionOf(stored, dayRef.current), dayRef.current, action),
      })),
    [setProgress],
  );

  // A session opened without stored progress (first visit, another device, cleared storage)
  // starts where the server's reviews say.
  useEffect(() => {
    if (progress.stage === 0) dispatch({ type: 'start' });
  }, [progress.stage, dispatch]);

  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelAdvance = useCallback(() => {
    clearTimeout(advanceTimer.current);
    advanceTimer.current = undefined;
  }, []);
  useEffect(() => cancelAdvance, [cancelAdvance]);

  /**
   * Counts the moves after which focus goes back to the session (auto-advance, end-of-pass
   * choices), also when the again pass shows the same card once more.
   */
  const [refocus, setRefocus] = useState(0);

  // Undo cancels the auto-advance and gives focus back to the session.
  const afterUndo = useCallback(() => {
    cancelAdvance();
    setRefocus((count) => count + 1);
  }, [cancelAdvance]);
  const { lastStep, undo, record: setUndoSteps } = useUndo(uid, lang, dayString, afterUndo);

  const score = useCallback(
    (value: Score) => {
      const phraseId = manifest[position.currentCardIndex];
      if (phraseId === undefined || screen !== 'card') return;
      const write = reviewWriteFor(position.stage, day.reviews[phraseId], value);
      const reviewId =
        write.kind === 'update'
          ? write.review_id
          : write.kind === 'insert'
            ? crypto.randomUUID()
            : undefined;
      if (reviewId !== undefined && write.kind !== 'none') {
        reviewOutbox.add(uid, {
          kind: write.kind,
          review_id: reviewId,
          lang,
          day_session: dayString,
          phrase_id: phraseId,
          score: value,
          created_at: new Date().toISOString(),
          attempts: 0,
          ...(directionOf(phraseId) === 'recall' ? { direction: 'recall' as const } : {}),
        });
      }
      setUndoSteps((steps) => [
        ...steps,
        undoStepFor(phraseId, write, reviewId, position, directionOf(phraseId)),
      ]);
      showScoreToast(value);
      cancelAdvance();
      advanceTimer.current = setTimeout(() => {
        advanceTimer.current = undefined;
        dispatch({ type: 'scored', score: value });
        setRefocus((count) => count + 1);
      }, AUTO_ADVANCE_MS);
    },
    [
      manifest,
      position,
      screen,
      day,
      uid,
      lang,
      dayString,
      directionOf,
      cancelAdvance,
      dispatch,
      setUndoSteps,
    ],
  );

  const move = useCallback(
    (action: ReviewSessionAction, takeFocus = true) => {
      cancelAdvance();
      dispatch(action);
      // Previous and next keep focus on the button pressed; the end-of-pass buttons vanish.
      if (takeFocus) setRefocus((count) => count + 1);
    },
    [cancelAdvance, dispatch],
  );

  const moves = useMemo(
    () => ({
      previous: () => move({ type: 'previous' }, false),
      next: () => move({ type: 'next' }, false),
      goto: (index: number) => move({ type: 'goto', index }),
      reviewUnreviewed: () => move({ type: 'reviewUnreviewed' }),
      skipUnreviewed: () => move({ type: 'skipUnreviewed' }),
      reviewAgain: () => move({ type: 'reviewAgain' }),
      skipAgain: () => move({ type: 'skipAgain' }),
    }),
    [move],
  );

  return { day, pending, position, screen, score, moves, refocus, undo, lastStep };
}
