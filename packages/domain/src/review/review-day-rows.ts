import * as z from 'zod/mini';

// zod/mini: the review screen parses these at first paint, and the mini build is 15 kB gzip
// where zod's classic one is 25 (README, "What the first load costs").

const ids = z.array(z.uuid());

/** review_day_setup's answer (docs/product.md §4): due cards and new-card candidates by source. */
export const reviewSetupSchema = z.object({
  daily_review_goal: z.int().check(z.minimum(1)),
  count_cards: z.int(),
  due: ids,
  recommended: ids,
  deck_new: ids,
  library: ids,
});
export type ReviewSetup = z.infer<typeof reviewSetupSchema>;

/** One row of review_day_cards: a card of the day with its phrase and state before the day. */
export const reviewCardSchema = z.object({
  phrase_id: z.uuid(),
  card_index: z.int(),
  text: z.string(),
  translations: z.array(z.object({ lang: z.string(), text: z.string() })),
  difficulty: z.nullable(z.number()),
  stability: z.nullable(z.number()),
  last_day_session: z.nullable(z.string()),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/** Checks review_day_cards' rows (the JSON columns are untyped on the wire). */
export function parseReviewCards(rows: unknown): ReviewCard[] {
  return z.array(reviewCardSchema).parse(rows);
}
