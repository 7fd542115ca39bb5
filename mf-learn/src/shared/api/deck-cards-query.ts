import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';
import { DUE_RETRIEVABILITY, isCardStatus, type CardStatus } from '@phrasebook/domain';

/** My card for a phrase (user_card_plus), as the status controls and filters read it. */
export interface DeckCard {
  phrase_id: string;
  status: CardStatus;
  last_reviewed_at: string | null;
  /** Today's retrievability: tells the cards due today (docs/product.md §4). */
  retrievability_now: number | null;
  /** The deck's desired retention: a reviewed card at or below it is due. */
  desired_retention?: number;
}

/**
 * docs/product.md §7 "Deck": my deck in one language with its cards, embedded so a deck of
 * thousands of cards comes in one response. Empty when I have no deck there.
 */
export function deckCardsQuery(uid: string, lang: string) {
  return queryOptions({
    queryKey: deckKeys.cards(lang, uid),
    queryFn: async (): Promise<DeckCard[]> => {
      const { data, error } = await getSupabase()
        .from('user_deck_plus')
        .select(
          'lang, desired_retention, cards:user_card_plus(phrase_id, status, last_reviewed_at, retrievability_now)',
        )
        .eq('uid', uid)
        .eq('lang', lang)
        .maybeSingle();
      if (error) throw error;
      const desired_retention = data?.desired_retention ?? DUE_RETRIEVABILITY;
      return (data?.cards ?? []).flatMap(
        ({ phrase_id, status, last_reviewed_at, retrievability_now }) =>
          phrase_id && isCardStatus(status)
            ? [{ phrase_id, status, last_reviewed_at, retrievability_now, desired_retention }]
            : [],
      );
    },
  });
}
