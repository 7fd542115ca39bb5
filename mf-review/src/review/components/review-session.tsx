import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { Alert, Box, Skeleton, Stack, Text } from '@mantine/core';
import {
  firstReviewsByCard,
  reviewDayStats,
  scoreIntervals,
  spokenIntervalDays,
  type DayString,
  type AnswerButtons,
  type DeckSchedule,
} from '@phrasebook/domain';
import type { ReviewCard } from '@phrasebook/domain';
import type { DayReviewRow } from '../api/review-day-query.ts';
import { CardMoves, CardPosition } from './card-navigation.tsx';
import { DayComplete } from './day-complete.tsx';
import { EndOfPass } from './end-of-pass.tsx';
import { useOnline } from '@phrasebook/data/online';
// Drawn only offline: no online visit downloads it (the service worker keeps it for offline).
const OfflineNotice = lazy(() =>
  import('./offline-notice.tsx').then((module) => ({ default: module.OfflineNotice })),
);
// A recall card's face and its answer comparison load only when a recall card is shown.
const RecallCardView = lazy(() =>
  import('./recall/recall-card-view.tsx').then((module) => ({ default: module.RecallCardView })),
);
import { ReviewCardView } from './review-card-view.tsx';
import { ScoreButtons } from './score-buttons.tsx';
import { SessionCardList } from './session-card-list.tsx';
import { UndoButton } from './undo-button.tsx';
import { useReviewKeys, useUndoKey } from './use-review-keys.ts';
import { useReviewSession } from './use-review-session.ts';
import { useShownCard } from './use-shown-card.ts';

interface ReviewSessionProps {
  uid: string;
  lang: string;
  dayString: DayString;
  manifest: readonly string[];
  reviews: readonly DayReviewRow[];
  cards: Readonly<Record<string, ReviewCard>>;
  /** The deck's schedule, for the intervals under the score buttons. */
  schedule: DeckSchedule;
  /** Four score buttons or two (docs/product.md §4 "Answer buttons"). */
  answerButtons?: AnswerButtons;
}

/** The day's session: one card at a time, the end-of-pass choices, then the completed screen. */
export function ReviewSession({
  uid,
  lang,
  dayString,
  manifest,
  reviews,
  cards,
  schedule,
  answerButtons = 'four',
}: ReviewSessionProps) {
  const online = useOnline();
  const directionOf = useCallback(
    (id: string) => cards[id]?.direction ?? ('recognise' as const),
    [cards],
  );
  const session = useReviewSession({
    uid,
    lang,
    dayString,
    manifest,
    serverReviews: reviews,
    directionOf,
  });
  const { day, pending, position, screen, moves, refocus, lastStep } = session;
  const phraseId = manifest[position.currentCardIndex];
  const card = phraseId === undefined ? undefined : cards[phraseId];
  const CardFace = card?.direction === 'recall' ? RecallCardView : ReviewCardView;
  const firstPass = position.stage < 3;
  const { showing, chosen, revealed, reveal, scoreShown, undoShown, typed, typeShown } =
    useShownCard({ session, phraseId, firstPass });

  // ← and → follow the buttons on screen: the again pass has none (only 'Skip for today').
  const keys = useMemo(
    () => ({
      reveal,
      score: scoreShown,
      previous: firstPass ? moves.previous : () => undefined,
      next: firstPass ? moves.next : () => undefined,
      revealed,
      mode: answerButtons,
    }),
    [reveal, scoreShown, moves, firstPass, revealed, answerButtons],
  );
  useReviewKeys(screen === 'card', keys);
  useUndoKey(lastStep !== undefined, undoShown);

  // Focus is never lost when the session moves by itself: it goes to the new card or screen.
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refocus === 0) return;
    // A card that asks for typing takes the focus itself (the recall face's answer).
    const field = region.current?.querySelector<HTMLElement>('[data-review-autofocus]');
    (field ?? region.current)?.focus({ preventScroll: true });
  }, [refocus]);
  // A change that takes away the control pressed ('Show translation' once revealed, 'Next' on
  // the last card) gives the focus to the session, where the page's body would have had it.
  const shown = `${screen} ${revealed}`;
  const lastShown = useRef(shown);
  useEffect(() => {
    if (lastShown.current === shown) return;
    lastShown.current = shown;
    if (document.activeElement === document.body) region.current?.focus({ preventScroll: true });
  }, [shown]);

  const intervals = useMemo(
    () =>
      card
        ? scoreIntervals(
            {
              difficulty: card.difficulty,
              stability: card.stability,
              last_day_session: card.last_day_session,
            },
            dayString,
            schedule,
          )
        : null,
    [card, dayString, schedule],
  );
  // A card's first review of the day sets when it comes back; the again pass's scores are kept
  // but move nothing (docs/product.md §4), so its buttons promise no interval of their own.
  const firstScores = useMemo(
    () => firstReviewsByCard([...reviews, ...pending.filter((entry) => entry.kind === 'insert')]),
    [reviews, pending],
  );
  const setByFirst = firstPass || phraseId === undefined ? undefined : firstScores[phraseId];
  // A score redraws this component; its parts are memoised and given only what they show (and
  // handlers that keep their identity), so the paint after a score redraws the pressed button,
  // the progress, the revealed answer and Undo, not the whole session.
  const stats = reviewDayStats(day);
  const place = { stage: position.stage, index: position.currentCardIndex, count: manifest.length };
  const cardPosition = (
    <CardPosition {...place} reviewed={stats.reviewed} againLeft={stats.again} />
  );
  const cardMoves = (
    <CardMoves
      {...place}
      onPrevious={moves.previous}
      onNext={moves.next}
      onSkipAgain={moves.skipAgain}
    />
  );

  // Under the score buttons and 'Undo', not above the card: coming as the network goes, it must
  // not move the card, a score button or 'Undo' (the tap right after a slip) from under a
  // finger. The card moves under it do move down; below them a phone would not show it.
  const offlineNotice = online ? null : (
    <Suspense fallback={null}>
      <OfflineNotice waiting={pending.length} />
    </Suspense>
  );
  // After the screen's own controls, so that its first control keeps the first Tab.
  // The newest score may be another card's (the one before, or the one before an undo): it is
  // named by its place, not its phrase, which on a recall card would be the answer.
  const undoneCard =
    lastStep && lastStep.phrase_id !== phraseId ? manifest.indexOf(lastStep.phrase_id) + 1 : null;
  const undoControl = (
    <UndoButton score={lastStep?.score ?? null} cardNumber={undoneCard} onUndo={undoShown} />
  );

  const cardList = (
    <SessionCardList
      manifest={manifest}
      reviews={day.reviews}
      current={position.currentCardIndex}
      onGoto={moves.goto}
    />
  );

  return (
    <Box
      ref={region}
      tabIndex={-1}
      aria-label="Review session"
      role="region"
      style={{ outline: 'none' }}
    >
      {screen === 'card' && card && intervals ? (
        <Stack gap="lg">
          {cardPosition}
          <Suspense fallback={<Skeleton height={220} radius="lg" />}>
            <CardFace
              key={showing}
              lang={lang}
              card={card}
              revealed={revealed}
              onReveal={reveal}
              typed={typed}
              onTyped={typeShown}
            />
          </Suspense>
          <ScoreButtons
            intervals={setByFirst ? null : intervals}
            chosen={chosen}
            onScore={scoreShown}
            mode={answerButtons}
          />
          {setByFirst && intervals ? (
            <Text size="sm" c="dimmed" ta="center">
              Practice only: this card comes back in{' '}
              {spokenIntervalDays(intervals[setByFirst.score])}, as your first score today set.
            </Text>
          ) : null}
          {undoControl}
          {offlineNotice}
          {cardMoves}
          {cardList}
        </Stack>
      ) : screen === 'card' ? (
        <Stack gap="lg">
          {cardPosition}
          <Alert color="gray" variant="light" title="This phrase is no longer in the library">
            Its card left your deck; move on to the next one.
          </Alert>
          {undoControl}
          {offlineNotice}
          {cardMoves}
          {cardList}
        </Stack>
      ) : screen === 'unreviewed-remain' || screen === 'again-remain' ? (
        <Stack gap="sm">
          <EndOfPass
            screen={screen}
            day={day}
            onReview={screen === 'unreviewed-remain' ? moves.reviewUnreviewed : moves.reviewAgain}
            onSkip={screen === 'unreviewed-remain' ? moves.skipUnreviewed : moves.skipAgain}
          />
          {undoControl}
          {offlineNotice}
        </Stack>
      ) : (
        <Stack gap="sm">
          <DayComplete
            uid={uid}
            dayString={dayString}
            lang={lang}
            day={day}
            reviews={reviews}
            pending={pending}
          />
          {undoControl}
          {offlineNotice}
        </Stack>
      )}
    </Box>
  );
}
