import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deckKeys, getSupabase, profileKeys } from '@phrasebook/data';
import type { CardStatus } from '@phrasebook/domain';
import { storeCardForPhrase } from './chat-cache.ts';

/**
 * Changes the status of my card for a recommended phrase (active, learned, skipped): the
 * phrase's recognise card, by its id (myPhraseCard), so a recall card keeps its own status.
 */
export function useCardStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cardId, status }: { cardId: string; status: CardStatus }) => {
      const { data, error } = await getSupabase()
        .from('user_card')
        .update({ status })
        .eq('id', cardId)
        .select('id, status, phrase_id')
        .single();
      if (error) throw error;
      return data;
    },
    onSuccess: async (card) => {
      storeCardForPhrase(queryClient, card.phrase_id, card);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deckKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ]);
    },
    meta: { errorToast: 'Could not change the card' },
  });
}
