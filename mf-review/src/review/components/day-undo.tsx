import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  undoStepsFromServer,
  type DayString,
  type QueuedReviewWrite,
  type ServerDayReview,
} from '@phrasebook/domain';
import { UndoButton } from './undo-button.tsx';
import { useUndo } from './use-undo.ts';

/**
 * Undo on the setup screen of a finished day (docs/product.md §4 "Undo"): it opens the session
 * on the card whose score was taken back. Loaded only for a finished day, so the setup screen
 * of a day still to review does not carry it.
 */
export function DayUndo({
  uid,
  lang,
  dayString,
  manifest,
  reviews,
  pending,
}: {
  uid: string;
  lang: string;
  dayString: DayString;
  manifest: readonly string[];
  /** The day's reviews on the server and the writes still queued, for another device's scores. */
  reviews: readonly ServerDayReview[];
  pending: readonly QueuedReviewWrite[];
}) {
  const navigate = useNavigate();
  const openSession = useCallback(
    () => void navigate(`/learn/${lang}/review/go`),
    [navigate, lang],
  );
  const fromServer = useMemo(
    () => undoStepsFromServer(manifest, reviews, pending),
    [manifest, reviews, pending],
  );
  const { lastStep, undo } = useUndo(uid, lang, dayString, fromServer, openSession);
  return lastStep ? <UndoButton score={lastStep.score} onUndo={undo} /> : null;
}
