import { describe, expect, it } from 'vitest';
import { ReviewRowError, parseReviewCards, parseReviewSetup } from './review-day-rows.ts';

const id = '00000000-0000-4000-8000-000000000001';
const setup = {
  daily_review_goal: 15,
  count_cards: 1,
  due: [id],
  recall_due: [],
  recommended: [],
  deck_new: [],
  recall_new: [],
  library: [],
};
const card = {
  phrase_id: id,
  card_index: 0,
  text: 'Hola',
  translations: [{ lang: 'eng', text: 'Hello' }],
  difficulty: null,
  stability: null,
  last_day_session: null,
  direction: 'recognise',
};
const without = <T extends object>(value: T, key: keyof T) =>
  Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));

describe('review_day_setup answer', () => {
  it('accepts the answer and leaves out fields it does not know', () => {
    expect(parseReviewSetup(setup)).toEqual(setup);
    expect(parseReviewSetup({ ...setup, uid: id })).toEqual(setup);
  });

  it('refuses wrong types, missing fields and a goal below 1', () => {
    for (const bad of [
      null,
      [setup],
      { ...setup, due: ['nope'] },
      { ...setup, library: id },
      { ...setup, daily_review_goal: 0 },
      { ...setup, daily_review_goal: 1.5 },
      { ...setup, count_cards: '1' },
      without(setup, 'deck_new'),
      without(setup, 'count_cards'),
    ]) {
      expect(() => parseReviewSetup(bad), JSON.stringify(bad)).toThrow(ReviewRowError);
    }
  });

  it('reads an answer from before two-way cards as one without recall cards', () => {
    expect(parseReviewSetup(without(setup, 'recall_new'))).toEqual(setup);
    expect(() => parseReviewSetup({ ...setup, recall_due: ['x'] })).toThrow(
      'review_day_setup: recall_due is not a list of uuids',
    );
  });

  it('names what is wrong', () => {
    expect(() => parseReviewSetup({ ...setup, recommended: [1] })).toThrow(
      'review_day_setup: recommended is not a list of uuids',
    );
  });
});

describe('review_day_cards rows', () => {
  it('reads the direction, recognise when a server leaves it out, and refuses a third', () => {
    expect(parseReviewCards([{ ...card, direction: 'recall' }])[0]?.direction).toBe('recall');
    expect(parseReviewCards([without(card, 'direction')])).toEqual([card]);
    expect(() => parseReviewCards([{ ...card, direction: 'sideways' }])).toThrow(
      'review_day_cards: row 0: direction is wrong',
    );
  });

  it('reads cards with or without a previous state, without unknown fields', () => {
    const reviewed = { ...card, difficulty: 5.2, stability: 3.173, last_day_session: '2026-11-20' };
    expect(parseReviewCards([card, reviewed])).toEqual([card, reviewed]);
    expect(
      parseReviewCards([
        { ...card, lang: 'spa', translations: [{ lang: 'eng', text: 'Hello', id: 7 }] },
      ]),
    ).toEqual([card]);
    expect(parseReviewCards([])).toEqual([]);
  });

  it('refuses wrong types and missing fields', () => {
    for (const bad of [
      { ...card, translations: 'Hello' },
      { ...card, translations: [{ lang: 'eng' }] },
      { ...card, phrase_id: 'nope' },
      { ...card, card_index: 0.5 },
      { ...card, text: null },
      { ...card, difficulty: NaN },
      { ...card, stability: '3' },
      { ...card, last_day_session: 20261120 },
      without(card, 'stability'),
      without(card, 'last_day_session'),
      [card],
      null,
    ]) {
      expect(() => parseReviewCards([card, bad]), JSON.stringify(bad)).toThrow(ReviewRowError);
    }
    expect(() => parseReviewCards(card)).toThrow(ReviewRowError);
    expect(() => parseReviewCards(null)).toThrow(ReviewRowError);
  });

  it('names the row and the field', () => {
    expect(() => parseReviewCards([card, { ...card, stability: '3' }])).toThrow(
      'review_day_cards: row 1: stability is wrong',
    );
  });
});
