import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postPhrases, refreshAfterNewPhrases } from '../../shared/api/add-phrase.ts';

/**
 * The bulk form's first try; sent even offline, so that a failure goes to the phrase outbox at
 * once (as the add form's does, shared/api/add-phrase.ts).
 */
export function useBulkAddPhrasesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPhrases,
    networkMode: 'always',
    onSuccess: (_added, { lang }) => refreshAfterNewPhrases(queryClient, lang),
  });
}
