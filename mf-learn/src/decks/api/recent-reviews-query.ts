import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';
import {
  activitySince,
  addDays,
  daySession,
  isScore,
  type DayString,
  type HistoryReview,
} from '@phrasebook/domain';

/** A review as the history chart and weekly goal count it, with its deck. */
export interface RecentReview extends HistoryReview {
  lang: string;
}

/**
 * The first day whose reviews some time zone's chart shows: the chart's first day counted from
 * today's day session in UTC less one, since every zone's day session is within a day of UTC's.
 * So the reviews need not wait for the profile's time zone; each screen buckets the reviews of
 * its own days and leaves the rest.
 */
export function recentReviewsSince(now: Date = new Date()): DayString {
  return activitySince(addDays(daySession(now, 'UTC'), -1));
}

/**
 * My reviews in every deck from `since` (a day session) on: enough for each deck's 11-day
 * chart and this week's goal, a few hundred rows rather than a deck's whole history.
 */
export function recentReviewsQuery(uid: string, since: DayString = recentReviewsSince()) {
  return queryOptions({
    queryKey: deckKeys.recentReviews(uid, since),
    queryFn: async (): Promise<RecentReview[]> => {
      const { data, error } = await getSupabase()
        .from('user_card_review')
        .select('lang, phrase_id, day_session, score, created_at')
        .eq('uid', uid)
        .gte('day_session', since)
        .order('created_at');
      if (error) throw error;
      return data.flatMap(({ score, ...row }) => (isScore(score) ? [{ ...row, score }] : []));
    },
  });
}
