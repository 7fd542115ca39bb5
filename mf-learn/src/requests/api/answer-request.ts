import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deckKeys, getSupabase, languageKeys, profileKeys, requestKeys } from '@phrasebook/data';
import type { AddPhraseValues } from '@phrasebook/domain';

export interface AnswerInput extends AddPhraseValues {
  requestId: string;
  lang: string;
  /** Client-made, so a double click or retry gives one answer. */
  id: string;
}

/**
 * `fulfill_phrase_request`: anyone signed in answers with a phrase, the library's when it has
 * it (the translation added to it when new), else a new one; the first answer puts it in the
 * requester's deck (which the answerer may not write to directly).
 */
export function useAnswerRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, id, ...values }: AnswerInput) => {
      const { error } = await getSupabase().rpc('fulfill_phrase_request', {
        request_id: requestId,
        phrase_id: id,
        phrase_text: values.phrase_text,
        translation_lang: values.translation_lang,
        translation_text: values.translation_text,
      });
      if (error) throw error;
    },
    onSuccess: (_data, { lang }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.all }),
        queryClient.invalidateQueries({ queryKey: languageKeys.detail(lang) }),
        queryClient.invalidateQueries({ queryKey: deckKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ]),
  });
}
