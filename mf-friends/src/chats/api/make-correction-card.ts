import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deckKeys, getSupabase, languageKeys, logUnexpected, profileKeys } from '@phrasebook/data';

export interface MakeCorrectionCardInput {
  correctionId: string;
  /** The deck the card goes to. */
  lang: string;
  translationLang: string;
  translationText: string;
}

/**
 * Makes a friend's correction a card (make_correction_card, docs/product.md "Corrections"):
 * the corrected sentence with my translation in my deck of `lang`, my sentence as its note,
 * the friend as its source. A retry returns the same card (one card per correction). My decks
 * and the library refresh.
 */
export function useMakeCorrectionCardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MakeCorrectionCardInput) => {
      const { error } = await getSupabase().rpc('make_correction_card', {
        correction_id: input.correctionId,
        lang: input.lang,
        translation_lang: input.translationLang,
        translation_text: input.translationText,
      });
      if (error) throw error;
    },
    onSuccess: (_data, { lang }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deckKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: languageKeys.detail(lang) }),
      ]),
    onError: (error, input) => {
      // Refusals carry the product's message and are shown in the form; the rest is a bug.
      const code = (error as { code?: unknown }).code;
      if (code !== '42501' && code !== '22023') logUnexpected('make-correction-card', error, input);
    },
  });
}
