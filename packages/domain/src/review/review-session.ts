import type { Score } from '../fsrs/score.ts';
import { nextAgainIndex, nextUnreviewedIndex, naturalNextIndex } from './card-index.ts';
import { inferStart, reviewDayStats } from './day-stats.ts';
import type { ReviewDay, SessionPosition } from './review-types.ts';

/** Delay between scoring a card and moving on (docs/product.md §9). */
export const AUTO_ADVANCE_MS = 1000;

/** Everything that can move a review session. */
export type ReviewSessionAction =
  | { type: 'start' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goto'; index: number }
  /** The current card was scored; sent once the auto-advance delay has passed. */
  | { type: 'scored'; score: Score }
  /** From the end of the first pass: go back to the cards left unreviewed. */
  | { type: 'reviewUnreviewed' }
  | { type: 'skipUnreviewed' }
  | { type: 'reviewAgain' }
  | { type: 'skipAgain' };

const clampIndex = (index: number, day: ReviewDay) =>
  Math.min(Math.max(Math.trunc(index), 0), day.manifest.length);

/** Manual navigation keeps the stage, except that the first pass turns into its explicit-index form. */
function navigate(position: SessionPosition, day: ReviewDay, index: number): SessionPosition {
  const stage = position.stage <= 1 ? 2 : position.stage;
  return { stage, currentCardIndex: clampIndex(index, day) };
}

/**
 * Where the session goes after the card at the current index was scored.
 *
 * docs/product.md §4: "If the score is above 1 and the card was at the natural next index,
 * it jumps to the end." Our reading: the natural next index is where the pass
 * would go from here (card-index.ts). It can equal the current index only in an
 * again pass whose last pending card is the current one. The new score is
 * applied before searching, so that case resolves by itself: a score above 1
 * clears the card, nothing is pending, and the search returns the end; a score
 * of 1 keeps it pending, and it is shown again. Applying the score first also
 * makes the result independent of whether `day` already holds the review.
 */
function afterScore(position: SessionPosition, day: ReviewDay, score: Score): SessionPosition {
  const { currentCardIndex: current, stage } = position;
  const phraseId = day.manifest[current];
  if (phraseId === undefined) return position;
  const scoredDay: ReviewDay = {
    manifest: day.manifest,
    reviews: {
      ...day.reviews,
      [phraseId]: { ...day.reviews[phraseId], phrase_id: phraseId, score },
    },
  };
  return { stage, currentCardIndex: naturalNextIndex(scoredDay, stage, current) };
}

/**
 * The review session as a pure transition function: given where the session
 * is, the day's manifest and reviews, and an action, returns the new position.
 * Unchanged positions are returned as the same object.
 */
export function reviewSessionReducer(
  position: SessionPosition,
  day: ReviewDay,
  action: ReviewSessionAction,
): SessionPosition {
  switch (action.type) {
    case 'start':
      return position.stage === 0 ? inferStart(day) : position;
    case 'next':
      return navigate(position, day, position.currentCardIndex + 1);
    case 'previous':
      return navigate(position, day, position.currentCardIndex - 1);
    case 'goto':
      return navigate(position, day, action.index);
    case 'scored':
      return afterScore(position, day, action.score);
    case 'reviewUnreviewed':
      return { stage: 2, currentCardIndex: nextUnreviewedIndex(day, -1) };
    case 'skipUnreviewed':
      return { stage: 3, currentCardIndex: day.manifest.length };
    case 'reviewAgain': {
      const index = nextAgainIndex(day, -1);
      return index < day.manifest.length ? { stage: 4, currentCardIndex: index } : finished(day);
    }
    case 'skipAgain':
      return finished(day);
  }
}

const finished = (day: ReviewDay): SessionPosition => ({
  stage: 5,
  currentCardIndex: day.manifest.length,
});

/** What the review screen should show for a position. */
export type ReviewScreen =
  | 'start'
  | 'card'
  /** End of the first pass with cards left unreviewed: review them or skip. */
  | 'unreviewed-remain'
  /** End of a pass with cards scored 1: review them (again) or skip. */
  | 'again-remain'
  | 'done';

/** Decides the screen for `position`, so every client presents the same flow. */
export function reviewScreen(position: SessionPosition, day: ReviewDay): ReviewScreen {
  if (position.stage === 0) return 'start';
  if (position.stage === 5) return 'done';
  if (position.currentCardIndex < day.manifest.length) return 'card';
  const stats = reviewDayStats(day);
  if (position.stage <= 2 && stats.unreviewed > 0) return 'unreviewed-remain';
  return stats.again > 0 ? 'again-remain' : 'done';
}

/**
 * Whether the day's review is finished, as the review setup and the deck page both say it: from
 * this browser's place in the session when it has one (an again pass skipped is finished),
 * otherwise from the reviews alone.
 */
export function reviewDayComplete(day: ReviewDay, progress: SessionPosition | null): boolean {
  const position = !progress || progress.stage === 0 ? inferStart(day) : progress;
  return reviewScreen(position, day) === 'done';
}
