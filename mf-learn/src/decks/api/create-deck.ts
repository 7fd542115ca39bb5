import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deckKeys, getSupabase, profileKeys } from '@phrasebook/data';

/**
 * /learn/add-deck: starts a deck. It resolves once my decks are refetched, so the sidebar,
 * Learning Home and the new deck's screen all show it when the caller navigates.
 */
export function useCreateDeckMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uid, lang }: { uid: string; lang: string }) => {
      const { error } = await getSupabase().from('user_deck').insert({ uid, lang });
      if (error) throw error;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: deckKeys.all }),
      ]),
    meta: { errorToast: 'Could not create the deck' },
  });
}
