import { queryOptions } from '@tanstack/react-query';
import { getSupabase, progressKeys } from '@phrasebook/data';

/** My active cards per direction and state: new, learning, young, mature (card_state_counts). */
export function cardStatesQuery(lang: string | null) {
  return queryOptions({
    queryKey: progressKeys.cardStates(lang),
    queryFn: async () => {
      const { data, error } = await getSupabase().rpc('card_state_counts', lang ? { lang } : {});
      if (error) throw error;
      return data;
    },
  });
}
