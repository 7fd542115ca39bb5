import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getSupabase, languageKeys, phraseKeys } from '@phrasebook/data';
import { WriteRefusedError, writeFailure } from '@phrasebook/data/outbox';
import { messages } from '@phrasebook/domain';

/** After any change to a phrase: its page and its language's library show it. */
export function refreshPhrase(queryClient: QueryClient, id: string, lang: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: phraseKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: languageKeys.detail(lang) }),
  ]);
}

export interface PhraseRef {
  phraseId: string;
  phraseLang: string;
}

/** A translation to add, under an id made by the client: sent again, it is added once. */
export type NewTranslation = PhraseRef & { id: string; lang: string; text: string };
/** A tag to put on a phrase (add_phrase_tag: repeating it changes nothing). */
export type NewTag = PhraseRef & { name: string };

/**
 * Adds a translation in my name (RLS checks added_by; constraints check the text). The form
 * checks for a repeat against what it shows; one added meanwhile elsewhere is the database's
 * unique violation, told in the form's words, unless it is this one, stored by an earlier try.
 * A refusal throws WriteRefusedError; any other failure is worth another try.
 */
export async function postTranslation({ id, phraseId, lang, text }: NewTranslation) {
  const supabase = getSupabase();
  const { error, status } = await supabase
    .from('phrase_translation')
    .insert({ id, phrase_id: phraseId, lang, text });
  if (error?.code === '23505') {
    const stored = await supabase.from('phrase_translation').select('id').eq('id', id);
    if (stored.error) throw writeFailure(stored.status, stored.error);
    if (stored.data.length > 0) return;
    throw new WriteRefusedError(messages.translationTwice, error.code);
  }
  if (error) throw writeFailure(status, error);
}

/**
 * Tags a phrase: links the language's tag of that name (any case), creating it if new. Returns
 * the tag's name as the language has it, which may differ from the name given in case.
 */
export async function postTag({ phraseId, name }: NewTag): Promise<string> {
  const { data, error, status } = await getSupabase().rpc('add_phrase_tag', {
    phrase_id: phraseId,
    tag_name: name,
  });
  if (error) throw writeFailure(status, error);
  return data.name;
}

/**
 * The translation form's first try. Sent even offline (`networkMode: 'always'`): what fails for
 * want of a network or a server goes to the phrase edits' outbox (state/phrase-edit-outbox.ts).
 */
export function useAddTranslationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTranslation,
    networkMode: 'always',
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

/** The tag form's first try, sent even offline as a translation's is. */
export function useAddTagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTag,
    networkMode: 'always',
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
