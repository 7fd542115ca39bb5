import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, languageKeys, phraseKeys } from '@phrasebook/data';
import { messages } from '@phrasebook/domain';

/** After any change to a phrase: its page and its language's library show it. */
function refreshPhrase(queryClient: ReturnType<typeof useQueryClient>, id: string, lang: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: phraseKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: languageKeys.detail(lang) }),
  ]);
}

interface PhraseRef {
  phraseId: string;
  phraseLang: string;
}

/**
 * Adds a translation in my name (RLS checks added_by; constraints check the text). The form
 * checks for a repeat against what it shows; one added meanwhile elsewhere is the database's
 * unique violation, told in the form's words.
 */
export function useAddTranslationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phraseId, lang, text }: PhraseRef & { lang: string; text: string }) => {
      const { error } = await getSupabase()
        .from('phrase_translation')
        .insert({ phrase_id: phraseId, lang, text });
      if (error?.code === '23505') throw new Error(messages.translationTwice);
      if (error) throw error;
    },
    onSuccess: (_data, { phraseId, phraseLang }) =>
      refreshPhrase(queryClient, phraseId, phraseLang),
  });
}

/** Removes a translation I added (RLS lets me delete only my own). */
export function useRemoveTranslationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ translationId }: PhraseRef & { translationId: string }) => {
      const { error } = await getSupabase()
        .from('phrase_translation')
        .delete()
        .eq('id', translationId);
      if (error) throw error;
    },
    onSuccess: (_data, { phraseId, phraseLang }) =>
      refreshPhrase(queryClient, phraseId, phraseLang),
    meta: { errorToast: 'Could not remove the translation' },
  });
}

/** Tags a phrase: links the language's tag of that name (any case), creating it if new. */
export function useAddTagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phraseId, name }: PhraseRef & { name: string }) => {
      const { error } = await getSupabase().rpc('add_phrase_tag', {
        phrase_id: phraseId,
        tag_name: name,
      });
      if (error) throw error;
    },
    onSuccess: (_data, { phraseId, phraseLang }) =>
      refreshPhrase(queryClient, phraseId, phraseLang),
  });
}

/** Removes a tag I put on a phrase (RLS lets me remove only my own tagging). */
export function useRemoveTagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phraseId, tagId }: PhraseRef & { tagId: string }) => {
      const { error } = await getSupabase()
        .from('phrase_tag')
        .delete()
        .eq('phrase_id', phraseId)
        .eq('tag_id', tagId);
      if (error) throw error;
    },
    onSuccess: (_data, { phraseId, phraseLang }) =>
      refreshPhrase(queryClient, phraseId, phraseLang),
    meta: { errorToast: 'Could not remove the tag' },
  });
}
