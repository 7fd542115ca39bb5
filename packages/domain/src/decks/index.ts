export { learningGoals, type LearningGoal } from './learning-goals.ts';
export { sortDecksByRecency } from './deck-order.ts';
export type { OrderableDeck } from './deck-order.ts';
export { deckThemeFor } from './deck-theme-for.ts';
export type { ThemedDeck } from './deck-theme-for.ts';
export { activitySince, deckActivity } from './deck-activity.ts';
export type { DeckActivity } from './deck-activity.ts';
