import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';
import { DUE_RETRIEVABILITY, isCardStatus, type CardStatus } from '@phrasebook/domain';

/** One direction of my card for a phrase: its own status and FSRS state (user_card_plus). */
export interface DeckCardState {
  status: CardStatus;
  last_reviewed_at: string | null;
  /** Today's retrievability: tells the cards due today (docs/product.md §4). */
  retrievability_now: number | null;
  /** The deck's desired retention: a reviewed card at or below it is due. */
  desired_retention?: number;
  /** Whether the database finds it due today (a deck that evens out its days decides by day). */
  due_now?: boolean | null;
}

/**
 * My card for a phrase, as the status controls and filters read it: the recognise card, so
 * every filter, review set and count means a phrase, as before two-way cards. The recall
 * card sits beside it while the deck has recall on (issue #46).
 */
export interface DeckCard extends DeckCardState {
  phrase_id: string;
  /** The phrase's recall card (translation → phrase); absent while recall is off. */
  recall?: DeckCardState;
}

/** A user_card_plus row as the deck's cards embed it. */
export interface DeckCardRow {
  phrase_id: string | null;
  status: string | null;
  last_reviewed_at: string | null;
  retrievability_now: number | null;
  direction: string | null;
  due_now?: boolean | null;
}

/**
 * My cards one per phrase: each phrase's recognise card, with its recall card beside it.
 * user_card_plus shows recall rows only while the deck has recall on; a recall row without
 * its recognise card is no phrase of my deck and is left out.
 */
export function deckCardsFromRows(
  rows: readonly DeckCardRow[],
  desired_retention: number,
): DeckCard[] {
  const recallByPhrase = new Map<string, DeckCardState>();
  for (const {
    phrase_id,
    status,
    last_reviewed_at,
    retrievability_now,
    direction,
    due_now,
  } of rows) {
    if (direction === 'recall' && phrase_id && isCardStatus(status)) {
      recallByPhrase.set(phrase_id, {
        status,
        last_reviewed_at,
        retrievability_now,
        desired_retention,
        due_now,
      });
    }
  }
  return rows.flatMap(
    ({ phrase_id, status, last_reviewed_at, retrievability_now, direction, due_now }) => {
      // A row without a direction predates two-way cards: it is the recognise card.
      if (!phrase_id || !isCardStatus(status) || (direction ?? 'recognise') !== 'recognise') {
        return [];
      }
      const recall = recallByPhrase.get(phrase_id);
      const card: DeckCard = {
        phrase_id,
        status,
        last_reviewed_at,
        retrievability_now,
        desired_retention,
        due_now,
      };
      return [recall ? { ...card, recall } : card];
    },
  );
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
          'lang, desired_retention, cards:user_card_plus(phrase_id, status, last_reviewed_at, retrievability_now, direction, due_now)',
        )
        .eq('uid', uid)
        .eq('lang', lang)
        .maybeSingle();
      if (error) throw error;
      return deckCardsFromRows(data?.cards ?? [], data?.desired_retention ?? DUE_RETRIEVABILITY);
    },
  });
}
