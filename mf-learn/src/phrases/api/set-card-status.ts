import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { deckKeys, getSupabase, profileKeys } from '@phrasebook/data';
import type { CardStatus } from '@phrasebook/domain';
import { deckCardsQuery, type DeckCard } from '../../shared/api/deck-cards-query.ts';

export interface SetCardStatusInput {
  uid: string;
  lang: string;
  phraseId: string;
  status: CardStatus;
}

/**
 * Adds a phrase to my deck or changes its card's status. The control changes at once (the
 * deck's cards are updated before the request) and goes back if the server refuses; deck
 * counts and due cards are refetched after.
 */
export function useSetCardStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uid, lang, phraseId, status }: SetCardStatusInput) => {
      const { error } = await getSupabase()
        .from('user_card')
        .upsert({ uid, lang, phrase_id: phraseId, status }, { onConflict: 'uid,phrase_id' });
      if (error) throw error;
    },
    onMutate: async ({ uid, lang, phraseId, status }) => {
      const key = deckCardsQuery(uid, lang).queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (cards: DeckCard[] = []) => {
        const existing = cards.find((card) => card.phrase_id === phraseId);
        return existing
          ? cards.map((card) => (card.phrase_id === phraseId ? { ...card, status } : card))
          : [
              ...cards,
              { phrase_id: phraseId, status, last_reviewed_at: null, retrievability_now: null },
            ];
      });
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
