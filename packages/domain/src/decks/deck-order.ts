import { latestDate, type DateLike } from '../format/dates.ts';

/** The deck fields that decide the order on the learning home page. */
export interface OrderableDeck {
  lang: string;
  created_at: DateLike;
  most_recent_review_at: DateLike | null;
}

/**
 * Decks ordered for /learn (docs/product.md §2): most recently reviewed first; a deck never
 * reviewed counts from its creation date. Ties fall back to the language code so
 * the order is stable between renders.
 */
export function sortDecksByRecency<T extends OrderableDeck>(decks: readonly T[]): T[] {
  const activity = (deck: T) =>
    latestDate(deck.most_recent_review_at ?? deck.created_at)?.getTime() ?? 0;
  return [...decks].sort((a, b) => activity(b) - activity(a) || a.lang.localeCompare(b.lang));
}
