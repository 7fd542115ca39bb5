import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';

/** Whether a deck evens out its days, and the weekdays it keeps light (ISO, 1 = Monday). */
export interface EvenDays {
  balanceLoad: boolean;
  easyDays: number[];
}

/** My deck's even-days settings (docs/scheduling.md "Even days"), under the deck's detail key. */
export function evenDaysQuery(uid: string, lang: string) {
  return queryOptions({
    queryKey: [...deckKeys.detail(lang), 'even-days', uid] as const,
    queryFn: async (): Promise<EvenDays> => {
      const { data, error } = await getSupabase()
        .from('user_deck')
        .select('balance_load, easy_days')
        .eq('uid', uid)
        .eq('lang', lang)
        .single();
      if (error) throw error;
      return { balanceLoad: data.balance_load, easyDays: data.easy_days };
    },
  });
}
