import { queryOptions } from '@tanstack/react-query';
import { getSupabase, requestKeys } from '@phrasebook/data';
import { requestColumns, toPhraseRequest, type PhraseRequest } from './request-shapes.ts';

/** docs/product.md §7 "Requests": mine in one language, newest first. */
export function myRequestsQuery(uid: string, lang: string) {
  return queryOptions({
    queryKey: requestKeys.list(uid, lang),
    queryFn: async (): Promise<PhraseRequest[]> => {
      const { data, error } = await getSupabase()
        .from('meta_phrase_request')
        .select(requestColumns)
        .eq('requester_uid', uid)
        .eq('lang', lang)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data.flatMap((row) => toPhraseRequest(row) ?? []);
    },
  });
}
