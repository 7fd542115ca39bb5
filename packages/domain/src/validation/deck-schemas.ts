import * as z from 'zod/mini';
import { choiceField, languageCodeField } from './fields.ts';
import { messages } from './messages.ts';
import { learningGoals } from '../decks/learning-goals.ts';

/** Add-deck form (docs/product.md §5). */
export const addDeckSchema = z.object({
  lang: languageCodeField(messages.addDeckLanguage),
});
export type AddDeckValues = z.output<typeof addDeckSchema>;

/**
 * Daily review goal: an integer of at least 1. The message names 10, 15 and 20
 * because those are what the form offers, but the rule is only `>= 1` (docs/product.md §9).
 * Strings are coerced so select and text inputs can be parsed directly.
 */
export const dailyReviewGoalField = z.coerce
  .number({ error: messages.dailyGoal })
  .check(z.int({ error: messages.dailyGoal }), z.minimum(1, { error: messages.dailyGoal }));

/** Deck-settings form (docs/product.md §5): the deck (`lang`) must be selected. */
export const deckSettingsSchema = z.object({
  lang: languageCodeField(messages.selectDeck),
  daily_review_goal: dailyReviewGoalField,
  learning_goal: choiceField(learningGoals),
});
export type DeckSettingsInput = z.input<typeof deckSettingsSchema>;
export type DeckSettingsValues = z.output<typeof deckSettingsSchema>;
