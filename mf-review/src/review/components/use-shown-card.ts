import { useCallback, useState } from 'react';
import type { Score } from '@phrasebook/domain';
import type { useReviewSession } from './use-review-session.ts';

interface ShownCardOptions {
  session: ReturnType<typeof useReviewSession>;
  /** The card at the session's index, if any. */
  phraseId: string | undefined;
  /** Whether the session is in its first pass (stages below 3). */
  firstPass: boolean;
}

/**
 * The card on screen as the learner meets it (docs/product.md §4): whether its answer shows,
 * its score, what was typed on it, and the score and undo that keep those in step.
 */
export function useShownCard({ session, phraseId, firstPass }: ShownCardOptions) {
  const { day, score, acknowledged, showings, undo, lastStep } = session;
  // In the first pass a card reviewed today shows its translation and score. In the again
  // pass a card still at 'Again' comes back to be tested once more: its 'Again' and its answer
  // stay hidden until it is scored, each time it comes. One scored since shows as in the
  // first pass (reached from the card list).
  const showing = firstPass ? (phraseId ?? null) : `${phraseId}@${showings}`;
  const [scoredIn, setScoredIn] = useState<string | null>(null);
  const [revealedId, setRevealedId] = useState<string | null>(null);
  // Whether the answer was on screen when the card was scored, for undo to bring it back so.
  const [seenWhenScored, setSeenWhenScored] = useState(false);
  const scoreShown = useCallback(
    (value: Score) => {
      setScoredIn(showing);
      setSeenWhenScored(revealedId === showing);
      score(value);
    },
    [score, showing, revealedId],
  );
  // Answers typed on recall cards, by showing.
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  const typeShown = useCallback(
    (text: string) => {
      if (showing !== null) setTyped((answers) => ({ ...answers, [showing]: text }));
    },
    [showing],
  );
  // A score taken back is no longer this showing's: the card comes back as it was when scored,
  // its answer seen if it was and what was typed on it kept, whether the session had moved on
  // or not. In the again pass the moves since gave it a new showing, which takes over the
  // answer typed. A score this screen did not see given comes back as a question.
  const undoShown = useCallback(() => {
    if (lastStep) {
      const back = lastStep.stage < 3 ? lastStep.phrase_id : `${lastStep.phrase_id}@${showings}`;
      setRevealedId(scoredIn !== null && seenWhenScored ? back : null);
      if (scoredIn !== null && scoredIn !== back)
        setTyped((answers) =>
          answers[scoredIn] === undefined ? answers : { ...answers, [back]: answers[scoredIn] },
        );
    }
    setScoredIn(null);
    undo();
  }, [undo, lastStep, showings, scoredIn, seenWhenScored]);
  const latest = phraseId === undefined ? undefined : day.reviews[phraseId];
  const todays = !firstPass && scoredIn !== showing && latest?.score === 1 ? undefined : latest;
  // The score just given, before its transition is drawn: its button and the card's answer
  // show in the paint that answers the tap; progress and Undo follow a frame later.
  const justScored = acknowledged !== null && acknowledged.phraseId === phraseId;
  const chosen = justScored ? acknowledged.score : todays?.score;

  // Otherwise Space or the button reveals it.
  const revealed =
    todays !== undefined || justScored || (phraseId !== undefined && revealedId === showing);
  const reveal = useCallback(() => setRevealedId(showing), [showing]);
  return {
    showing,
    chosen,
    revealed,
    reveal,
    scoreShown,
    undoShown,
    typed: showing === null ? null : (typed[showing] ?? null),
    typeShown,
  };
}
