import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@phrasebook/data';
import type { PhraseEntryValues } from '@phrasebook/domain';
import { refreshAfterNewPhrases, type AddedPhrase } from '../../shared/api/add-phrase.ts';

export interface BulkAddInput {
  lang: string;
  /** Each with a client-made id, so a retried request adds nothing twice. */
  phrases: (PhraseEntryValues & { id: string })[];
}

function isAddedList(value: unknown): value is AddedPhrase[] {
  return (
    Array.isArray(value) &&
    value.every((item) => item && typeof item === 'object' && 'phrase' in item)
  );
}

/** `bulk_add_phrases`: every phrase with its translations and a card, all or nothing. */
export function useBulkAddPhrasesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lang, phrases }: BulkAddInput): Promise<AddedPhrase[]> => {
      const { data, error } = await getSupabase().rpc('bulk_add_phrases', { lang, phrases });
      if (error) throw error;
      if (!isAddedList(data)) throw new Error('The server answered without the new phrases');
      return data;
    },
    onSuccess: (_added, { lang }) => refreshAfterNewPhrases(queryClient, lang),
  });
}
