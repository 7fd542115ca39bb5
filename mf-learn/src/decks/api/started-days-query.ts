import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';
import { addDays, daySession, type DayString } from '@phrasebook/domain';

/** A deck's review day that has its set (docs/product.md §7 "Review state"). */
export interface StartedDay {
  lang: string;
  day_session: DayString;
  manifest: string[];
}

/**
 * My decks' started review days from yesterday in UTC on: every time zone's today is among them
 * (as recentReviewsSince reasons), so the read need not wait for the profile's time zone.
 */
export function startedDaysQuery(
  uid: string,
  since: DayString = addDays(daySession(new Date(), 'UTC'), -1),
) {
  return queryOptions({
    // Under the decks' key: starting a day and sending its reviews refresh it
    // (docs/architecture.md).
    queryKey: [...deckKeys.all, 'started-days', uid, since] as const,
    queryFn: async (): Promise<StartedDay[]> => {
      const { data, error } = await getSupabase()
        .from('user_deck_review_state')
        .select('lang, day_session, manifest')
        .eq('uid', uid)
        .gte('day_session', since);
      if (error) throw error;
      return data;
    },
  });
}
