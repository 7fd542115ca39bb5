import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { DayString } from '@phrasebook/domain';
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
}: {
  uid: string;
  lang: string;
  dayString: DayString;
}) {
  const navigate = useNavigate();
  const openSession = useCallback(
    () => void navigate(`/learn/${lang}/review/go`),
    [navigate, lang],
  );
  const { lastStep, undo } = useUndo(uid, lang, dayString, openSession);
  return lastStep ? <UndoButton score={lastStep.score} onUndo={undo} /> : null;
}
