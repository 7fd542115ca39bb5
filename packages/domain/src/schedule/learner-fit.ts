import type { CardHistory } from './card-histories.ts';
import { countTrainingReviews } from './card-histories.ts';
import { MIN_REVIEWS_TO_OPTIMISE } from './optimise-minimum.ts';
import { scheduleFit } from './schedule-fit.ts';

// Fit where the data is (docs/scheduling.md "Optimising"): one set per learner over all their
// decks' reviews, and a deck's own set only where it predicts the deck's latest reviews better
// than the learner's. FSRS's benchmark finds per-learner fits beat per-deck ones on average,
// because a deck's history is smaller; a large deck whose memory differs can still win.

/** Share of a deck's review days held out to test its own set against the learner's. */
export const HELD_OUT_SHARE = 0.2;

/**
 * The first day of the deck's held-out reviews: its latest 20 % of review days. Null when the
 * deck has fewer than two review days (nothing to train on before them).
 */
export function heldOutFrom(histories: readonly CardHistory[]): string | null {
  const days = [...new Set(histories.flatMap((history) => history.steps.map((step) => step.day)))];
  if (days.length < 2) return null;
  days.sort();
  return days[Math.min(days.length - 1, Math.floor(days.length * (1 - HELD_OUT_SHARE)))]!;
}

/** The histories cut before a day (a card first seen on or after it drops out). */
export function historiesBefore(histories: readonly CardHistory[], day: string): CardHistory[] {
  return histories
    .map((history) => ({ ...history, steps: history.steps.filter((step) => step.day < day) }))
    .filter((history) => history.steps.length > 0);
}

/** The fits one optimisation needs, each a set of histories for fsrs-rs. */
export interface LearnerFitPlan {
  /** All the learner's decks' reviews: the learner's set. */
  learner: CardHistory[];
  /** Present when the deck has enough reviews for a set of its own to be tested. */
  test: {
    /** The first held-out day of the deck. */
    from: string;
    /** The learner's reviews without the deck's held-out ones. */
    learner: CardHistory[];
    /** The deck's reviews before the held-out days. */
    deck: CardHistory[];
    /** All the deck's reviews: its own set, should it win. */
    deckAll: CardHistory[];
  } | null;
}

/**
 * Plans the fits for the deck `lang` among the learner's decks (`decks` maps each deck's
 * language to its card histories; phrases belong to one language, so cards never clash).
 */
export function planLearnerFit(
  decks: ReadonlyMap<string, readonly CardHistory[]>,
  lang: string,
): LearnerFitPlan {
  const learner = [...decks.values()].flat();
  const deck = decks.get(lang) ?? [];
  const from = countTrainingReviews(deck) >= MIN_REVIEWS_TO_OPTIMISE ? heldOutFrom(deck) : null;
  if (from === null) return { learner, test: null };
  const others = [...decks].flatMap(([other, histories]) => (other === lang ? [] : histories));
  const deckBefore = historiesBefore(deck, from);
  return {
    learner,
    test: { from, learner: [...others, ...deckBefore], deck: deckBefore, deckAll: [...deck] },
  };
}

/** The held-out test of a deck's own set against the learner's. */
export interface DeckSetTest {
  heldOutReviews: number;
  deckLogLoss: number;
  learnerLogLoss: number;
  /** True when the deck's own set predicted the held-out reviews better (lower log loss). */
  deckWins: boolean;
}

/**
 * Scores both sets on the deck's reviews from `from` on (the earlier reviews still set each
 * card's memory state). The desired retention does not enter a prediction.
 */
export function testDeckSet(
  deck: readonly CardHistory[],
  from: string,
  deckSet: readonly number[],
  learnerSet: readonly number[],
): DeckSetTest {
  const own = scheduleFit(deck, { parameters: deckSet, desiredRetention: 0.9 }, from);
  const learner = scheduleFit(deck, { parameters: learnerSet, desiredRetention: 0.9 }, from);
  return {
    heldOutReviews: own.reviews,
    deckLogLoss: own.logLoss,
    learnerLogLoss: learner.logLoss,
    deckWins: own.reviews > 0 && own.logLoss < learner.logLoss,
  };
}
