export { sortDecksByRecency } from './deck-order.ts';
export type { OrderableDeck } from './deck-order.ts';
