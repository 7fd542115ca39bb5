import { compareInstants } from '../format/instants.ts';
import { deckTheme, type DeckTheme } from '../themes/deck-themes.ts';

/** The deck fields that decide its colour theme. */
export interface ThemedDeck {
  lang: string;
  created_at: string;
  theme: number | null;
}

/**
 * A deck's colour theme (docs/product.md §3): its own `theme` when set, otherwise by its
 * position among all the user's decks in creation order, so the first deck is pink, the
 * second red, and so on, whichever screen shows it.
 */
export function deckThemeFor(deck: ThemedDeck, allDecks: readonly ThemedDeck[]): DeckTheme {
  if (deck.theme !== null) return deckTheme(deck.theme);
  const byCreation = [...allDecks].sort(
    (a, b) => compareInstants(a.created_at, b.created_at) || a.lang.localeCompare(b.lang),
  );
  return deckTheme(
    Math.max(
      0,
      byCreation.findIndex((d) => d.lang === deck.lang),
    ),
  );
}
