import { describe, expect, it } from 'vitest';
import { addDeckSchema, deckSettingsSchema } from './deck-schemas.ts';
import { fieldErrorsOf } from './field-errors.ts';

describe('addDeckSchema', () => {
  it('asks for a 3-char language', () => {
    expect(fieldErrorsOf(addDeckSchema, {})).toEqual({
      lang: 'Select a language to start learning',
    });
    expect(fieldErrorsOf(addDeckSchema, { lang: 'fr' })).toEqual({
      lang: 'Select a language to start learning',
    });
    expect(addDeckSchema.parse({ lang: 'fra' })).toEqual({ lang: 'fra' });
  });
});

describe('deckSettingsSchema', () => {
  const valid = { lang: 'hin', daily_review_goal: 15, learning_goal: 'family' };
  const goalMessage = 'Invalid goal value; must be 10, 15, or 20';

  it('accepts any integer goal of at least 1, from a number or a string', () => {
    expect(deckSettingsSchema.parse(valid).daily_review_goal).toBe(15);
    expect(deckSettingsSchema.parse({ ...valid, daily_review_goal: '20' }).daily_review_goal).toBe(
      20,
    );
    expect(deckSettingsSchema.parse({ ...valid, daily_review_goal: 1 }).daily_review_goal).toBe(1);
    expect(deckSettingsSchema.parse({ ...valid, daily_review_goal: 37 }).daily_review_goal).toBe(
      37,
    );
  });

  it('rejects zero, fractions and text with the goal message', () => {
    for (const daily_review_goal of [0, -5, 2.5, 'many', undefined]) {
      expect(fieldErrorsOf(deckSettingsSchema, { ...valid, daily_review_goal })).toEqual({
        daily_review_goal: goalMessage,
      });
    }
  });

  it('limits the learning goal and requires a deck', () => {
    expect(
      fieldErrorsOf(deckSettingsSchema, { daily_review_goal: 10, learning_goal: 'work' }),
    ).toEqual({
      lang: 'Please select a deck',
      learning_goal: 'Invalid input',
    });
    for (const learning_goal of ['visiting', 'family', 'moving']) {
      expect(deckSettingsSchema.safeParse({ ...valid, learning_goal }).success).toBe(true);
    }
  });
});
