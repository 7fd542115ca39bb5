import { describe, expect, it } from 'vitest';
import { scheduleChoiceText } from './schedule-choice.tsx';

const learner = { reviews: 2340, decks: 3 };
const test = { heldOutReviews: 81, deckLogLoss: 0.52, learnerLogLoss: 0.49, deckFitReviews: 410 };

describe('which set a deck uses, and why', () => {
  it('says why a deck uses the learner’s schedule', () => {
    expect(scheduleChoiceText({ source: 'learner', learner, test, deckReviews: 410 })).toBe(
      "This deck uses your schedule, fitted on 2,340 reviews in 3 decks: this deck's own 410 reviews predicted its latest 81 reviews worse (log loss 0.52 against 0.49).",
    );
    expect(
      scheduleChoiceText({
        source: 'learner',
        learner,
        test: { ...test, deckLogLoss: 0.49001 },
        deckReviews: 410,
      }),
    ).toBe(
      "This deck uses your schedule, fitted on 2,340 reviews in 3 decks: this deck's own 410 reviews predicted its latest 81 reviews worse (log loss 0.4900 against 0.4900).",
    );
    expect(
      scheduleChoiceText({
        source: 'learner',
        learner,
        test: { ...test, deckLogLoss: 0.49 },
        deckReviews: 410,
      }),
    ).toContain('predicted its latest 81 reviews no better (log loss 0.4900 against 0.4900)');
    expect(scheduleChoiceText({ source: 'learner', learner, test: null, deckReviews: 1 })).toBe(
      "This deck uses your schedule, fitted on 2,340 reviews in 3 decks: this deck's own 1 review is too few for a schedule of its own (400 needed).",
    );
  });

  it('says why a deck keeps its own, and what the defaults are', () => {
    expect(
      scheduleChoiceText({
        source: 'deck',
        learner: { reviews: 1200, decks: 1 },
        test: { ...test, deckLogLoss: 0.47 },
        deckReviews: 410,
        proposed: true,
      }),
    ).toBe(
      "Once saved, this deck uses its own schedule, fitted on its 410 reviews: it predicted the deck's latest 81 reviews better than your schedule, fitted on 1,200 reviews in 1 deck (log loss 0.47 against 0.49).",
    );
    expect(scheduleChoiceText({ source: 'deck', learner: null, test: null, deckReviews: 0 })).toBe(
      'This deck uses a schedule fitted to its own reviews.',
    );
    expect(
      scheduleChoiceText({ source: 'default', learner: null, test: null, deckReviews: 0 }),
    ).toBe('This deck uses the default schedule.');
    expect(scheduleChoiceText({ source: 'default', learner, test: null, deckReviews: 0 })).toBe(
      'This deck uses the default schedule. You have a schedule, fitted on 2,340 reviews in 3 decks.',
    );
  });
});
