import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { deckKeys, getSupabase, profileKeys } from '@phrasebook/data';
import type { CardDirection, CardStatus } from '@phrasebook/domain';
import { deckCardsQuery, type DeckCard } from '../../shared/api/deck-cards-query.ts';

export interface SetCardStatusInput {
  uid: string;
  lang: string;
  phraseId: string;
  status: CardStatus;
  /** Which of the phrase's cards (issue #46). @default 'recognise' */
  direction?: CardDirection;
  /** The deck has recall on: an active recognise card brings its recall card along. */
  recallEnabled?: boolean;
}

/**
 * My cards after a status change, as the database will have them: the recognise card is the
 * phrase's card; a recall card changes only its own status. An active recognise card in a
 * deck with recall on gets a new recall card when it has none (the trigger
 * user_card_recognise_added does the same on the server).
 */
export function withCardStatus(
  cards: readonly DeckCard[],
  { phraseId, status, direction = 'recognise', recallEnabled = false }: SetCardStatusInput,
): DeckCard[] {
  const existing = cards.find((card) => card.phrase_id === phraseId);
  if (direction === 'recall') {
    if (!existing) return [...cards];
    const recall = existing.recall ?? { status, last_reviewed_at: null, retrievability_now: null };
    return cards.map((card) =>
      card.phrase_id === phraseId ? { ...card, recall: { ...recall, status } } : card,
    );
  }
  const card: DeckCard = existing
    ? { ...existing, status }
    : { phrase_id: phraseId, status, last_reviewed_at: null, retrievability_now: null };
  if (recallEnabled && status === 'active' && !card.recall) {
    card.recall = { status: 'active', last_reviewed_at: null, retrievability_now: null };
  }
  return existing
    ? cards.map((other) => (other.phrase_id === phraseId ? card : other))
    : [...cards, card];
}

/**
 * Adds a phrase to my deck or changes the status of one of its cards (each direction alone).
 * The control changes at once (the deck's cards are updated before the request) and goes
 * back if the server refuses; deck counts and due cards are refetched after.
 */
export function useSetCardStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      uid,
      lang,
      phraseId,
      status,
      direction = 'recognise',
    }: SetCardStatusInput) => {
      const { error } = await getSupabase()
        .from('user_card')
        .upsert(
          { uid, lang, phrase_id: phraseId, status, direction },
          { onConflict: 'uid,phrase_id,direction' },
        );
      if (error) throw error;
    },
    onMutate: async (input) => {
      const key = deckCardsQuery(input.uid, input.lang).queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (cards: DeckCard[] = []) => withCardStatus(cards, input));
      return { previous };
    },
    onError: (_error, { uid, lang }, context) => {
      queryClient.setQueryData(deckCardsQuery(uid, lang).queryKey, context?.previous);
    },
    onSettled: (_data, error, { uid, lang }) => {
      // The deck's cards are already right unless the server refused; refetching thousands
      // of cards after every click would not make them more so.
      const ownCards = hashKey(deckCardsQuery(uid, lang).queryKey);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({
          queryKey: deckKeys.all,
          predicate: (query) => error !== null || query.queryHash !== ownCards,
        }),
      ]);
    },
    meta: { errorToast: 'Could not change the card' },
  });
}
