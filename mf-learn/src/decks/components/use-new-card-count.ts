import { useQuery } from '@tanstack/react-query';
import { deckCardsQuery } from '../../shared/api/deck-cards-query.ts';
import { languageLibraryQuery } from '../../shared/api/language-library-query.ts';

/**
 * What a review could bring new to this deck (docs/product.md §4 "Today's set"): my active cards
 * never reviewed, and the library's phrases not in my deck. Undefined until both are read: the
 * library is not awaited by the deck page (its library line reads it too).
 */
export function useNewCardCount(uid: string, lang: string): number | undefined {
  const { data: library } = useQuery(languageLibraryQuery(lang));
  const { data: cards } = useQuery(deckCardsQuery(uid, lang));
  if (!library || !cards) return undefined;
  const mine = new Set(cards.map((card) => card.phrase_id));
  const unreviewed = cards
    .flatMap((card) => (card.recall ? [card, card.recall] : [card]))
    .filter((card) => card.status === 'active' && card.last_reviewed_at === null).length;
  return unreviewed + library.phrases.filter((phrase) => !mine.has(phrase.id)).length;
}
