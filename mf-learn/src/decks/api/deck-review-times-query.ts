import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';
import {
  isCardDirection,
  isScore,
  reviewTimes,
  type ReviewTimes,
  type TimedReviewRow,
} from '@phrasebook/domain';

/** Rows per request: hosted Supabase answers at most 1,000 by default. */
const PAGE = 1000;

/**
 * My time on this deck's cards per review day, recalled and forgotten (`reviewTimes`): what the
 * retention dial prices its minutes with. Every review is read, not only a day's first: a
 * forgotten card's second look the same day is part of what forgetting costs.
 */
export function deckReviewTimesQuery(uid: string, lang: string) {
  return queryOptions({
    queryKey: [...deckKeys.detail(lang), 'review-times', uid] as const,
    queryFn: async (): Promise<ReviewTimes> => {
      const rows: TimedReviewRow[] = [];
      for (let from = 0; ; from += PAGE) {
        const { data, error } = await getSupabase()
          .from('user_card_review')
          .select('phrase_id, direction, day_session, score, day_first_review, duration_ms')
          .eq('uid', uid)
          .eq('lang', lang)
          .order('id')
          .range(from, from + PAGE - 1);
        if (error) throw error;
        for (const { direction, score, ...row } of data)
          if (isScore(score) && isCardDirection(direction)) rows.push({ ...row, direction, score });
        if (data.length < PAGE) break;
      }
      return reviewTimes(rows);
    },
    staleTime: 60_000,
  });
}
