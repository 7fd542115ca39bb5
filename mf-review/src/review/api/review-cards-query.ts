import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase, reviewKeys } from '@phrasebook/data';
import type { DayString } from '@phrasebook/domain';

const reviewCardSchema = z.object({
  phrase_id: z.uuid(),
  card_index: z.number().int(),
  text: z.string(),
  translations: z.array(z.object({ lang: z.string(), text: z.string() })),
  difficulty: z.number().nullable(),
  stability: z.number().nullable(),
  last_day_session: z.string().nullable(),
});
/** One card of the day: its phrase, translations and scheduling state before the day. */
export type ReviewCard = z.infer<typeof reviewCardSchema>;

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
      const cards = z.array(reviewCardSchema).parse(data);
      return Object.fromEntries(cards.map((card) => [card.phrase_id, card]));
    },
  });
}
