import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { deckKeys, getSupabase, languageKeys, profileKeys } from '@phrasebook/data';
import { writeFailure } from '@phrasebook/data/outbox';
import type { AddPhraseValues, PhraseEntryValues } from '@phrasebook/domain';

export interface AddPhraseInput extends AddPhraseValues {
  lang: string;
  /** Made by the client before the first try, so a double click or a retry adds one phrase. */
  id: string;
}

export interface BulkAddInput {
  lang: string;
  /** Each with a client-made id, so a retried request adds nothing twice. */
  phrases: (PhraseEntryValues & { id: string })[];
}

/** What add_phrase returns (supabase/README.md): the phrase, its translations and my card. */
export interface AddedPhrase {
  phrase: { id: string; text: string; lang: string };
  translations: { lang: string; text: string }[];
}

function isAddedPhrase(value: unknown): value is AddedPhrase {
  return Boolean(
    value && typeof value === 'object' && 'phrase' in value && 'translations' in value,
  );
}

function isAddedList(value: unknown): value is AddedPhrase[] {
  return Array.isArray(value) && value.every(isAddedPhrase);
}

/**
 * Adds a phrase with one translation and, as I have the deck, an active card (`add_phrase`),
 * under the id the client made: sent again, it adds one phrase. A refusal throws
 * WriteRefusedError; any other failure is worth another try.
 */
export async function postPhrase({ lang, id, ...values }: AddPhraseInput): Promise<AddedPhrase> {
  const { data, error, status } = await getSupabase().rpc('add_phrase', {
    lang,
    phrase_id: id,
    ...values,
  });
  if (error) throw writeFailure(status, error);
  if (!isAddedPhrase(data)) throw new Error('The server answered without the new phrase');
  return data;
}

/** `bulk_add_phrases`: every phrase with its translations and a card, all or nothing. */
export async function postPhrases({ lang, phrases }: BulkAddInput): Promise<AddedPhrase[]> {
  const { data, error, status } = await getSupabase().rpc('bulk_add_phrases', { lang, phrases });
  if (error) throw writeFailure(status, error);
  if (!isAddedList(data)) throw new Error('The server answered without the new phrases');
  return data;
}

/**
 * The add form's first try: the library, the deck's cards and its counts refetch. Sent even
 * offline (`networkMode: 'always'`): a try that fails for want of a network goes to the phrase
 * outbox at once (shared/state/phrase-outbox.ts) rather than waiting in memory, where a reload lost it.
 */
export function useAddPhraseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPhrase,
    networkMode: 'always',
    onSuccess: (_added, { lang }) => refreshAfterNewPhrases(queryClient, lang),
  });
}

/** New phrases with cards: the language's library, my deck's cards and its counts refetch. */
export function refreshAfterNewPhrases(queryClient: QueryClient, lang: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: languageKeys.detail(lang) }),
    queryClient.invalidateQueries({ queryKey: deckKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  ]);
}
