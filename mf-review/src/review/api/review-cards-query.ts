import { queryOptions } from '@tanstack/react-query';
import { getSupabase, reviewKeys } from '@phrasebook/data';
import { parseReviewCards, type DayString, type ReviewCard } from '@phrasebook/domain';

/** The started day's cards in manifest order, keyed by phrase id. */
export function reviewCardsQuery(lang: string, daySession: DayString) {
  return queryOptions({
    queryKey: reviewKeys.cards(lang, daySession),
    queryFn: async (): Promise<Record<string, ReviewCard>> => {
      const { data, error } = await getSupabase().rpc('review_day_cards', {
        lang,
        day_session: daySession,
      });
      if (error) throw error;
      return Object.fromEntries(parseReviewCards(data).map((card) => [card.phrase_id, card]));
    },
  });
}
