import { queryOptions } from '@tanstack/react-query';
import { getSupabase, progressKeys } from '@phrasebook/data';

/** Cards falling due on each of the next 30 days under the deck's schedule (due_forecast); today's include the overdue. */
export function dueForecastQuery(lang: string | null) {
  return queryOptions({
    queryKey: progressKeys.forecast(lang),
    queryFn: async () => {
      const { data, error } = await getSupabase().rpc('due_forecast', lang ? { lang } : {});
      if (error) throw error;
      return data;
    },
  });
}
