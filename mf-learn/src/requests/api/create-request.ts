import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getSupabase, requestKeys } from '@phrasebook/data';
import { writeFailure } from '@phrasebook/data/outbox';

export interface NewRequest {
  /** Client-made, so a request sent again after a lost answer is made once. */
  id: string;
  lang: string;
  prompt: string;
}

/**
 * Asks for a phrase in a language, in my name (the column's default; RLS checks it; the
 * prompt's length is checked by the database too). The id already stored means an earlier try
 * got through. A refusal throws WriteRefusedError; any other failure is worth another try.
 */
export async function postRequest({ id, lang, prompt }: NewRequest): Promise<void> {
  const { error, status } = await getSupabase().from('phrase_request').insert({ id, lang, prompt });
  if (error?.code === '23505') return;
  if (error) throw writeFailure(status, error);
}

/** After a new request: my lists of requests show it. */
export const refreshAfterRequest = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: requestKeys.all });

/**
 * The new request form's first try. Sent even offline (`networkMode: 'always'`): what fails for
 * want of a network or a server goes to the request outbox (state/request-outbox.ts).
 */
export function useCreateRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRequest,
    networkMode: 'always',
    onSuccess: () => refreshAfterRequest(queryClient),
  });
}
