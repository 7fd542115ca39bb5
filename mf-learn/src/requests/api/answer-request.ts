import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  chatKeys,
  deckKeys,
  getSupabase,
  languageKeys,
  profileKeys,
  requestKeys,
} from '@phrasebook/data';
import { writeFailure } from '@phrasebook/data/outbox';
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
 * requester's deck (which the answerer may not write to directly). Sent again under the same
 * id, it answers once. A refusal throws WriteRefusedError; any other failure is worth another try.
 */
export async function postAnswer({ requestId, id, ...values }: AnswerInput): Promise<void> {
  const { error, status } = await getSupabase().rpc('fulfill_phrase_request', {
    request_id: requestId,
    phrase_id: id,
    phrase_text: values.phrase_text,
    translation_lang: values.translation_lang,
    translation_text: values.translation_text,
  });
  if (error) throw writeFailure(status, error);
}

/** After an answer: the request, the library, and the decks and counts it may have changed. */
export const refreshAfterAnswer = (queryClient: QueryClient, lang: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: requestKeys.all }),
    // The request's cards in the chats count its answers; no chat broadcast comes with one.
    // Out of date only: the chats' loader reads them anew when they are opened again.
    queryClient.invalidateQueries({ queryKey: chatKeys.list(), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: languageKeys.detail(lang) }),
    queryClient.invalidateQueries({ queryKey: deckKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  ]);

/** The answer form's first try, sent even offline as a new request's is (create-request.ts). */
export function useAnswerRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAnswer,
    networkMode: 'always',
    onSuccess: (_data, { lang }) => refreshAfterAnswer(queryClient, lang),
  });
}
