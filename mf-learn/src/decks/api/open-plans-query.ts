import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';
import type { DayString } from '@phrasebook/domain';

/** A deck's catch-up plan still running (docs/product.md §4 "A plan after a break"). */
export interface OpenPlan {
  lang: string;
  daily_cap: number;
  planned_days: number;
  started_on: DayString;
}

/** My decks' open catch-up plans: a deck has at most one. */
export function openPlansQuery(uid: string) {
  return queryOptions({
    // Under the decks' key: starting, ending or finishing a plan refreshes it with the decks.
    queryKey: [...deckKeys.all, 'open-plans', uid] as const,
    queryFn: async (): Promise<OpenPlan[]> => {
      const { data, error } = await getSupabase()
        .from('catch_up_plan')
        .select('lang, daily_cap, planned_days, started_on')
        .eq('uid', uid)
        .is('finished_on', null)
        .is('ended_on', null);
      if (error) throw error;
      return data;
    },
  });
}
