import { useCallback, useLayoutEffect, useRef } from 'react';
import { useStore } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { ownProfileQuery } from '@phrasebook/data';
import { daySession, undoWriteFor, type DayString, type UndoStep } from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import { reviewOutbox } from '../state/review-outbox.ts';
import { useReviewProgress } from '../state/review-progress.ts';
import { undoHistoryAtom, useUndoHistory } from '../state/review-undo.ts';

/**
 * docs/product.md §4 "Undo": the newest score of a deck's day that can be taken back, and
 * taking it back. Its write leaves the outbox if it never left; otherwise an undo (or the score
 * before a change) follows it. The session goes back to where it stood when the score was
 * given. `onUndone` runs after, e.g. to cancel the auto-advance or to open the session.
 * A session kept open past the 04:00 rollover keeps its day, but the database undoes only
 * today's reviews: from then on nothing is offered. Once this browser's steps are all taken
 * back, the day's other scores on the server follow (`fromServer`, undoStepsFromServer), so
 * another device's scores can be taken back too.
 */
export function useUndo(
  uid: string,
  lang: string,
  dayString: DayString,
  fromServer: readonly UndoStep[],
  onUndone?: () => void,
) {
  const [steps, setSteps] = useUndoHistory(uid, lang, dayString);
  const [, setProgress] = useReviewProgress(lang, dayString);
  const zone = useQuery(ownProfileQuery(uid)).data?.time_zone ?? undefined;
  const pastDay = () => dayString < daySession(new Date(), zone);
  const lastStep = pastDay() ? undefined : (steps.at(-1) ?? fromServer.at(-1));
  const store = useStore();
  // One identity for the session's lifetime, so the memoised Undo button is not drawn again for
  // a new handler after each score. It takes back the newest step as stored, which a score's
  // transition may not have drawn yet.
  const drawn = useRef({ uid, lang, dayString, zone, onUndone, fromServer });
  useLayoutEffect(() => {
    drawn.current = { uid, lang, dayString, zone, onUndone, fromServer };
  });
  const undo = useCallback(() => {
    const { uid, lang, dayString, zone, onUndone, fromServer } = drawn.current;
    const ownStep = store.get(undoHistoryAtom(uid, lang, dayString)).at(-1);
    const lastStep = ownStep ?? fromServer.at(-1);
    if (!lastStep) return;
    if (dayString < daySession(new Date(), zone)) {
      toast('Scores of an earlier review day cannot be undone');
      return;
    }
    const write = undoWriteFor(lastStep);
    if (write) {
      reviewOutbox.add(uid, {
        kind: write.kind,
        review_id: write.review_id,
        lang,
        day_session: dayString,
        phrase_id: lastStep.phrase_id,
        score: write.kind === 'update' ? write.score : lastStep.score,
        created_at: new Date().toISOString(),
        attempts: 0,
        ...(lastStep.direction ? { direction: lastStep.direction } : {}),
      });
    }
    // A server step leaves the offer once its undo is queued (undoStepsFromServer).
    if (ownStep) setSteps((kept) => kept.slice(0, -1));
    setProgress((stored) => ({
      ...stored,
      stage: lastStep.stage,
      currentCardIndex: lastStep.currentCardIndex,
    }));
    onUndone?.();
  }, [store, setSteps, setProgress]);
  return { lastStep, undo, record: setSteps };
}
