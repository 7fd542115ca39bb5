import { useCallback, useMemo, useState } from 'react';
import type { LibraryCard } from '@phrasebook/domain';

/**
 * The cards the library's filter reads: mine, except that a phrase whose card was changed
 * here is filtered by its card as it was, until the view (filter, text, tags) changes. Under
 * 'Not in my deck' or 'Active cards' its row vanished at the click, without a word of where
 * it went and with the focus in it; it stays in place now, showing its new status.
 */
export function useCardsHeldInView<Card extends LibraryCard>(
  cards: ReadonlyMap<string, Card>,
  view: string,
) {
  const [held, setHeld] = useState({ view, before: new Map<string, Card | undefined>() });
  // Another view lets go of what was held, so that coming back to this one filters afresh.
  if (held.view !== view) setHeld({ view, before: new Map() });
  const before = held.view === view ? held.before : null;
  const filterCards = useMemo(() => {
    if (!before || before.size === 0) return cards;
    const merged = new Map(cards);
    for (const [phraseId, card] of before) {
      if (card) merged.set(phraseId, card);
      else merged.delete(phraseId);
    }
    return merged;
  }, [cards, before]);
  const hold = useCallback(
    (phraseId: string) =>
      setHeld((last) => {
        const next = new Map(last.view === view ? last.before : []);
        if (!next.has(phraseId)) next.set(phraseId, cards.get(phraseId));
        return { view, before: next };
      }),
    [cards, view],
  );
  return { filterCards, hold };
}
