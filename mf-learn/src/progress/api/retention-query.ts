import { queryOptions } from '@tanstack/react-query';
import { getSupabase, progressKeys } from '@phrasebook/data';

/**
 * True retention of the last 12 months (retention_by_month): per month and direction, the
 * first reviews of the day of cards seen on an earlier day, how many were recalled (score 2
 * or more), and the desired retention the schedule aimed at.
 */
export function retentionQuery(lang: string | null) {
  return queryOptions({
    queryKey: progressKeys.retention(lang),
    queryFn: async () => {
      const { data, error } = await getSupabase().rpc('retention_by_month', lang ? { lang } : {});
      if (error) throw error;
      return data;
    },
  });
}
