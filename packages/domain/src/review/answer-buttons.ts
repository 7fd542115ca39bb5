import type { Score } from '../fsrs/score.ts';

/**
 * How many score buttons a review shows (docs/product.md §4 "Answer buttons"): the spec's four
 * (Again, Hard, Good, Easy), or two (Again, Good) for learners who would rather only say
 * whether they knew it.
 */
export type AnswerButtons = 'four' | 'two';

export const isAnswerButtons = (value: unknown): value is AnswerButtons =>
  value === 'four' || value === 'two';

/** The deck's own choice when it has one, else the profile's; four when neither says. */
export function answerButtonsFor(profile: unknown, deck: unknown): AnswerButtons {
  if (isAnswerButtons(deck)) return deck;
  return isAnswerButtons(profile) ? profile : 'four';
}

/** The scores a mode offers, in the order they are drawn. */
export function scoresOffered(mode: AnswerButtons): Score[] {
  return mode === 'two' ? [1, 3] : [1, 2, 3, 4];
}
