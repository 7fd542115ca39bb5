import { describe, expect, it } from 'vitest';
import { addDays } from '../days/day-session.ts';
import { DEFAULT_PARAMETERS } from '../fsrs/deck-schedule.ts';
import { cardHistories, countTrainingReviews, type DeckReviewRow } from './card-histories.ts';
import { heldOutFrom, historiesBefore, planLearnerFit, testDeckSet } from './learner-fit.ts';

/** `cards` cards each reviewed on `days` days, from 2026-01-01, every `every` days. */
function deck(prefix: string, cards: number, days: number, every = 1): DeckReviewRow[] {
  return Array.from({ length: cards }, (_, card) =>
    Array.from({ length: days }, (_, day) => ({
      phrase_id: `${prefix}-${card}`,
      day_session: addDays('2026-01-01', day * every),
      score: (day % 5 === 4 ? 1 : 3) as 1 | 3,
      day_first_review: true,
    })),
  ).flat();
}

describe('fit where the data is', () => {
  it('holds out the latest 20 % of review days', () => {
    const histories = cardHistories(deck('a', 2, 10));
    expect(heldOutFrom(histories)).toBe('2026-01-09');
    expect(heldOutFrom(cardHistories(deck('a', 2, 1)))).toBeNull();
    const before = historiesBefore(histories, '2026-01-09');
    expect(before.map((h) => h.steps.length)).toEqual([8, 8]);
    expect(historiesBefore(histories, '2026-01-01')).toEqual([]);
  });

  it('fits the learner on every deck, and tests a deck of its own only from 400 reviews', () => {
    const big = cardHistories(deck('big', 50, 10)); // 450 training reviews
    const small = cardHistories(deck('small', 20, 10)); // 180
    expect(countTrainingReviews(big)).toBe(450);
    const decks = new Map([
      ['spa', big],
      ['fra', small],
    ]);

    const forSmall = planLearnerFit(decks, 'fra');
    expect(forSmall.learner).toHaveLength(70);
    expect(forSmall.test).toBeNull();

    const forBig = planLearnerFit(decks, 'spa');
    expect(forBig.learner).toHaveLength(70);
    const test = forBig.test!;
    expect(test.from).toBe('2026-01-09');
    expect(test.deckAll).toEqual(big);
    // The deck's training set is its reviews before the held-out days...
    expect(countTrainingReviews(test.deck)).toBe(50 * 7);
    // ...and the learner's is every deck's reviews except the held-out ones.
    expect(countTrainingReviews(test.learner)).toBe(50 * 7 + 180);
    // Other decks' later reviews stay (20 cards × 2 days): only this deck's are held out.
    const later = test.learner
      .flatMap((history) => history.steps)
      .filter((s) => s.day >= test.from);
    expect(later).toHaveLength(40);
  });

  it("keeps the deck's set only when its log loss on the held-out reviews is lower", () => {
    const histories = cardHistories(deck('d', 30, 12, 3));
    const from = heldOutFrom(histories)!;
    const shorter = DEFAULT_PARAMETERS.map((w, i) => (i < 4 ? w / 4 : w));
    const same = testDeckSet(histories, from, DEFAULT_PARAMETERS, DEFAULT_PARAMETERS);
    expect(same.heldOutReviews).toBe(30 * 3);
    expect(same.deckLogLoss).toBe(same.learnerLogLoss);
    expect(same.deckWins).toBe(false); // a tie keeps the learner's set, fitted on more reviews
    const a = testDeckSet(histories, from, shorter, DEFAULT_PARAMETERS);
    const b = testDeckSet(histories, from, DEFAULT_PARAMETERS, shorter);
    expect(a.deckLogLoss).toBe(b.learnerLogLoss);
    expect(a.deckWins).toBe(a.deckLogLoss < a.learnerLogLoss);
    expect(b.deckWins).toBe(!a.deckWins);
  });
});
