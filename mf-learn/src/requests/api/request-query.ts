import { queryOptions } from '@tanstack/react-query';
import { getSupabase, requestKeys } from '@phrasebook/data';
import { uuidField } from '@phrasebook/domain';
import { requestColumns, toPhraseRequest, type PhraseRequest } from './request-shapes.ts';

/** One request with its answers; null when there is none (or the id is not a UUID). */
export function requestQuery(id: string) {
  return queryOptions({
    queryKey: requestKeys.detail(id),
    queryFn: async (): Promise<PhraseRequest | null> => {
      if (!uuidField.safeParse(id).success) return null;
      const { data, error } = await getSupabase()
        .from('meta_phrase_request')
        .select(requestColumns)
        .eq('id', id)
        .maybeSingle();
      if (error) throw error;
      return data ? toPhraseRequest(data) : null;
    },
  });
}
