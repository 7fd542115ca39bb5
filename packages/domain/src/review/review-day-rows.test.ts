import { describe, expect, it } from 'vitest';
import { parseReviewCards, reviewSetupSchema } from './review-day-rows.ts';

const id = '00000000-0000-4000-8000-000000000001';

describe('review day rows', () => {
  it('accepts the setup answer and refuses a malformed one', () => {
    const setup = {
      daily_review_goal: 15,
      count_cards: 1,
      due: [id],
      recommended: [],
      deck_new: [],
      library: [],
    };
    expect(reviewSetupSchema.parse(setup)).toEqual(setup);
    expect(() => reviewSetupSchema.parse({ ...setup, due: ['nope'] })).toThrow();
    expect(() => reviewSetupSchema.parse({ ...setup, daily_review_goal: 0 })).toThrow();
  });

  it('reads cards with or without a previous state', () => {
    const card = {
      phrase_id: id,
      card_index: 0,
      text: 'Hola',
      translations: [{ lang: 'eng', text: 'Hello' }],
      difficulty: null,
      stability: null,
      last_day_session: null,
    };
    expect(parseReviewCards([card])).toEqual([card]);
    expect(() => parseReviewCards([{ ...card, translations: 'Hello' }])).toThrow();
  });
});
