import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  AUTO_ADVANCE_MS,
  inferStart,
  outboxFor,
  reviewScreen,
  reviewSessionReducer,
  reviewToast,
  reviewWriteFor,
  reviewsWithOutbox,
  undoStepFor,
  undoStepsFromServer,
  type CardDirection,
  type DayString,
  type ReviewDay,
  type ReviewProgress,
  type ReviewSessionAction,
  type Score,
  type SessionPosition,
} from '@phrasebook/domain';
import { appStore } from '@phrasebook/data';
import { toast } from '@phrasebook/ui';
import type { DayReviewRow } from '../api/review-day-query.ts';
import { reviewOutbox } from '../state/review-outbox.ts';
import { useReviewProgress } from '../state/review-progress.ts';
import { useUndo } from './use-undo.ts';
import { useCardClock } from './use-card-clock.ts';
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
 * The newest score's toast, which the next score's replaces: a card takes about a second and a
 * half, and 'okay' stays four, so three of them stacked over a phone's screen.
 */
let scoreToast: string | null = null;

/**
 * The score's toast (docs/product.md §8), shown right after the next paint: the pressed
 * button and then the rest of the score are drawn first, and mounting a toast with them would
 * delay them.
 */
function showScoreToast(score: Score): void {
  const { message, tone } = reviewToast(score);
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (scoreToast) toast.dismiss(scoreToast);
      scoreToast = tone === 'success' ? toast.success(message) : toast(message);
    }),
  );
}

/**
 * The review session (docs/product.md §4): where it is (kept per language and day in local
 * storage), what the screen shows, and the learner's moves. A score is acknowledged at once
 * (queued in the outbox; its button highlighted and the answer shown in the next paint, the
 * progress and Undo in a frame after, then the toast) and the session moves on exactly 1 s
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
  /**
   * Counts the showings of a card: every move the session makes, not an undo, which takes a
   * score back on the card still shown. The again pass shows a card afresh at each showing.
   */
  const [showings, setShowings] = useState(0);

  // Undo cancels the auto-advance and gives focus back to the session.
  const afterUndo = useCallback(() => {
    cancelAdvance();
    setRefocus((count) => count + 1);
    // The score's toast no longer says what happened.
    if (scoreToast) toast.dismiss(scoreToast);
    scoreToast = null;
  }, [cancelAdvance]);
  const fromServer = useMemo(
    () => undoStepsFromServer(manifest, serverReviews, pending),
    [manifest, serverReviews, pending],
  );
  const {
    lastStep,
    undo,
    record: setUndoSteps,
  } = useUndo(uid, lang, dayString, fromServer, afterUndo);

  // Time on the card, sent with its review (docs/product.md §4 "Progress").
  const takeCardTime = useCardClock(
    screen === 'card' ? `${position.stage}:${position.currentCardIndex}` : null,
  );

  /**
   * The score just given, drawn with its button and the card's answer in the paint that
   * answers the tap. What else the score changes (the progress, Undo, the card list) is drawn
   * as a transition: that paint need not wait for it.
   */
  const [acknowledged, setAcknowledged] = useState<{ phraseId: string; score: Score } | null>(null);

  // Once the score's transition is drawn, its toast.
  const [scored, setScored] = useState<{ score: Score } | null>(null);
  useEffect(() => {
    if (scored) showScoreToast(scored.score);
  }, [scored]);

  // `score` reads the session as last drawn, so that it keeps one identity from score to score
  // and the memoised buttons and card face need not draw again for a new handler.
  const drawn = useRef({
    manifest,
    position,
    screen,
    serverReviews,
    uid,
    lang,
    dayString,
    directionOf,
  });
  useLayoutEffect(() => {
    drawn.current = {
      manifest,
      position,
      screen,
      serverReviews,
      uid,
      lang,
      dayString,
      directionOf,
    };
  });

  const score = useCallback(
    (value: Score) => {
      const { manifest, position, screen, serverReviews, uid, lang, dayString, directionOf } =
        drawn.current;
      const phraseId = manifest[position.currentCardIndex];
      if (phraseId === undefined || screen !== 'card') return;
      const durationMs = takeCardTime();
      // The card's review as the outbox holds it now: a second score (a held key) can come
      // before the first one's transition is drawn, and must change it, not add another.
      const queued = outboxFor(appStore.get(reviewOutbox.atom(uid)), lang, dayString);
      const current = reviewsWithOutbox(serverReviews, queued)[phraseId];
      const write = reviewWriteFor(position.stage, current, value);
      const reviewId =
        write.kind === 'update'
          ? write.review_id
          : write.kind === 'insert'
            ? crypto.randomUUID()
            : undefined;
      setAcknowledged({ phraseId, score: value });
      startTransition(() => {
        setAcknowledged(null);
        // Only the drawing waits: the outbox and the undo history reach local storage before
        // this handler returns, so a reload right after the tap still sends the score
        // (docs/product.md §4: a review is never lost) and can take it back.
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
            ...(write.kind === 'insert' ? { duration_ms: durationMs } : {}),
          });
        }
        setUndoSteps((steps) => [
          ...steps,
          undoStepFor(phraseId, write, reviewId, position, directionOf(phraseId)),
        ]);
        setScored({ score: value });
      });
      cancelAdvance();
      advanceTimer.current = setTimeout(() => {
        advanceTimer.current = undefined;
        dispatch({ type: 'scored', score: value });
        setRefocus((count) => count + 1);
        setShowings((count) => count + 1);
      }, AUTO_ADVANCE_MS);
    },
    [cancelAdvance, dispatch, setUndoSteps, takeCardTime],
  );

  const move = useCallback(
    (action: ReviewSessionAction, takeFocus = true) => {
      cancelAdvance();
      dispatch(action);
      setShowings((count) => count + 1);
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

  return {
    day,
    pending,
    position,
    screen,
    score,
    acknowledged,
    moves,
    refocus,
    showings,
    undo,
    lastStep,
  };
}
