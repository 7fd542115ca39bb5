import { languageName } from '../languages/language-lookup.ts';
import { firstReviewsByCard } from '../review/reviews-map.ts';
import type { QueuedReviewWrite } from '../review/review-outbox.ts';
import type { DayReview } from '../review/review-types.ts';

/** What a shared day says: the deck, its cards reviewed today, how many recalled, the streak. */
export interface DaySummary {
  lang: string;
  /** Distinct cards of the deck reviewed today. */
  cards: number;
  /** Of those, the cards whose first score of the day was 2 or more (docs/product.md §4). */
  recalled: number;
  /** The deck's current streak in days; left out of the text when unknown or 0. */
  streakDays?: number | null;
}

/**
 * A deck's day as the learner sees it: the server's reviews with the writes still waiting in
 * the outbox applied in order (an insert adds a review, an update changes its score, an undo
 * takes it away), then counted from each card's first review of the day. The first answer is
 * the honest one: a card scored 'Again' and then 'Good' in the again pass was not recalled.
 */
export function dayCounts(
  reviews: readonly DayReview[],
  pending: readonly QueuedReviewWrite[],
): { cards: number; recalled: number } {
  const byId = new Map<string, DayReview>();
  const withoutId: DayReview[] = [];
  for (const review of reviews) {
    if (review.id === undefined) withoutId.push(review);
    else byId.set(review.id, review);
  }
  for (const entry of pending) {
    if (entry.kind === 'undo') byId.delete(entry.review_id);
    else if (entry.kind === 'insert')
      byId.set(entry.review_id, {
        id: entry.review_id,
        phrase_id: entry.phrase_id,
        score: entry.score,
        created_at: entry.created_at,
      });
    else {
      const review = byId.get(entry.review_id);
      if (review) byId.set(entry.review_id, { ...review, score: entry.score });
    }
  }
  const first = Object.values(firstReviewsByCard([...withoutId, ...byId.values()]));
  return {
    cards: first.length,
    recalled: first.filter((review) => review !== undefined && review.score >= 2).length,
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The text 'Share' copies or sends, e.g. 'Spanish · 24 cards · 21 recalled · 12-day streak':
 * counts only, nothing that names the learner, their cards or their friends.
 */
export function daySummaryText({ lang, cards, recalled, streakDays }: DaySummary): string {
  const parts = [languageName(lang), plural(cards, 'card', 'cards'), `${recalled} recalled`];
  if (streakDays !== undefined && streakDays !== null && streakDays > 0)
    parts.push(`${streakDays}-day streak`);
  return parts.join(' · ');
}
