import { isWithinLastDays, type DateLike } from '../format/dates.ts';
import { isDue } from '../fsrs/retrievability.ts';

/** The card fields the review sets look at (user_card_plus, docs/product.md §3). */
export interface ReviewableCard {
  phrase_id: string;
  /** active, skipped, learned, or other statuses the backend may add. */
  status: string;
  last_reviewed_at: string | null;
  retrievability_now: number | null;
  /** The deck's desired retention (user_card_plus); the spec's 0.9 when not read. */
  desired_retention?: number | null;
  /**
   * Whether the database finds the card due today (user_card_plus.due_now): in a deck that
   * evens out its days the card's stored day decides, not its retrievability
   * (docs/scheduling.md "Even days"). When not read, retrievability decides.
   */
  due_now?: boolean | null;
  /** The phrase's recall card, while its deck has recall on (docs/product.md §4 "Two-way cards"). */
  recall?: DirectionState;
}

/** Names of the card sets (docs/product.md §4). */
export const reviewSetNames = [
  'all',
  'active',
  'inactive',
  'reviewed',
  'reviewed_or_inactive',
  'reviewed_last_7d',
  'unreviewed_active',
  'today_active',
] as const;
export type ReviewSetName = (typeof reviewSetNames)[number];

type DirectionState = Omit<ReviewableCard, 'phrase_id' | 'recall'>;
const isActive = (card: DirectionState) => card.status === 'active';
const isReviewed = (card: DirectionState) => card.last_reviewed_at !== null;

/**
 * Today's due cards (docs/product.md §4): active, reviewed before, retrievability ≤ 0.9 (or
 * the deck's desired retention), or on or after their stored day in a deck that evens out
 * its days.
 */
export function isDueToday(card: DirectionState): boolean {
  if (!isActive(card) || !isReviewed(card)) return false;
  if (typeof card.due_now === 'boolean') return card.due_now;
  return (
    card.retrievability_now !== null &&
    isDue(card.retrievability_now, card.desired_retention ?? undefined)
  );
}

/** A phrase is due today when either of its directions is (docs/product.md §4 "Two-way cards"). */
const isPhraseDueToday = (card: ReviewableCard) =>
  isDueToday(card) || (card.recall !== undefined && isDueToday(card.recall));

/**
 * Membership test of each set. `today_active` is the set of today's due cards;
 * `reviewed_last_7d` means last reviewed within 7 days before `now` (docs/product.md §9).
 */
function predicateFor(name: ReviewSetName, now: DateLike): (card: ReviewableCard) => boolean {
  switch (name) {
    case 'all':
      return () => true;
    case 'active':
      return isActive;
    case 'inactive':
      return (card) => !isActive(card);
    case 'reviewed':
      return isReviewed;
    case 'reviewed_or_inactive':
      return (card) => isReviewed(card) || !isActive(card);
    case 'reviewed_last_7d':
      return (card) =>
        card.last_reviewed_at !== null && isWithinLastDays(card.last_reviewed_at, 7, now);
    case 'unreviewed_active':
      return (card) => isActive(card) && !isReviewed(card);
    case 'today_active':
      return isPhraseDueToday;
  }
}

/** Whether `card` belongs to the review set `name` (the library filters of the same names). */
export function inReviewSet(
  name: ReviewSetName,
  card: ReviewableCard,
  now: DateLike = new Date(),
): boolean {
  return predicateFor(name, now)(card);
}

/** Sorts a deck's cards into every review set at once, keeping input order. */
export function reviewSets<T extends ReviewableCard>(
  cards: readonly T[],
  now: DateLike = new Date(),
): Record<ReviewSetName, T[]> {
  const sets = Object.fromEntries(reviewSetNames.map((name) => [name, [] as T[]])) as Record<
    ReviewSetName,
    T[]
  >;
  const predicates = reviewSetNames.map((name) => [name, predicateFor(name, now)] as const);
  for (const card of cards) {
    for (const [name, belongs] of predicates) if (belongs(card)) sets[name].push(card);
  }
  return sets;
}

/** Today's due cards, in input order. */
export function dueToday<T extends ReviewableCard>(cards: readonly T[]): T[] {
  return cards.filter(isPhraseDueToday);
}
