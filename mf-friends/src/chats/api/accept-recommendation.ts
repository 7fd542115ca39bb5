import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deckKeys, getSupabase, logUnexpected, profileKeys } from '@phrasebook/data';
import { storeCardForPhrase, storeChatMessages } from './chat-cache.ts';
import { fetchChatMessages } from './chat-messages-query.ts';

interface AcceptResult {
  card: { id: string; status: string; phrase_id: string } | null;
  message: { id: string } | null;
}

/**
 * Takes a recommended phrase into my deck (accept_recommendation: the deck is made if I had
 * none, the card is added, and the sender gets an 'accepted' message). My card shows at once;
 * decks and my profile's deck list are refetched.
 */
export function useAcceptRecommendationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ messageId }: { messageId: string; phraseId: string }) => {
      const { data, error } = await getSupabase().rpc('accept_recommendation', {
        message_id: messageId,
      });
      if (error) throw error;
      return data as unknown as AcceptResult;
    },
    onSuccess: async ({ card, message }, { phraseId }) => {
      if (card) storeCardForPhrase(queryClient, phraseId, card);
      if (message) storeChatMessages(queryClient, await fetchChatMessages([message.id]));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deckKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ]);
    },
    onError: (error, input) => logUnexpected('accept-recommendation', error, input),
    meta: { errorToast: 'Could not add this phrase to your deck' },
  });
}
