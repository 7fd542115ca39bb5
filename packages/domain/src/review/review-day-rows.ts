import { z } from 'zod';

const ids = z.array(z.uuid());

/** review_day_setup's answer (docs/product.md §4): due cards and new-card candidates by source. */
export const reviewSetupSchema = z.object({
  daily_review_goal: z.number().int().min(1),
  count_cards: z.number().int(),
  due: ids,
  recommended: ids,
  deck_new: ids,
  library: ids,
});
export type ReviewSetup = z.infer<typeof reviewSetupSchema>;

/** One row of review_day_cards: a card of the day with its phrase and state before the day. */
export const reviewCardSchema = z.object({
  phrase_id: z.uuid(),
  card_index: z.number().int(),
  text: z.string(),
  translations: z.array(z.object({ lang: z.string(), text: z.string() })),
  difficulty: z.number().nullable(),
  stability: z.number().nullable(),
  last_day_session: z.string().nullable(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/** Checks review_day_cards' rows (the JSON columns are untyped on the wire). */
export function parseReviewCards(rows: unknown): ReviewCard[] {
  return z.array(reviewCardSchema).parse(rows);
}
