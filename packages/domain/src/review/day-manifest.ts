import { isDueToday, type ReviewableCard } from './review-sets.ts';

/** Inputs for a deck's manifest of the day. */
export interface DayManifestInput {
  cards: readonly ReviewableCard[];
  /** The deck's daily_review_goal (docs/product.md §3, default 15). */
  dailyGoal: number;
  /**
   * Phrase ids to prefer as new cards, in order (e.g. friends' recommendations).
   * Other never-reviewed active cards follow in deck order.
   */
  preferredNew?: readonly string[];
}

/**
 * The ordered phrase ids to review today (DESIGN §5): every due card, most
 * forgotten first, then new cards (active, never reviewed) until the manifest
 * reaches the daily goal. Our reading of "new cards up to the daily goal" is
 * that the goal caps the total when few cards are due, but never keeps a due
 * card out: with 20 due and a goal of 15 the manifest has those 20 and no new ones.
 */
export function buildDayManifest({
  cards,
  dailyGoal,
  preferredNew = [],
}: DayManifestInput): string[] {
  if (!Number.isInteger(dailyGoal) || dailyGoal < 1)
    throw new RangeError(`dailyGoal must be at least 1, got ${dailyGoal}`);

  const due = cards
    .filter(isDueToday)
    .sort((a, b) => (a.retrievability_now ?? 0) - (b.retrievability_now ?? 0))
    .map((card) => card.phrase_id);

  const newIds = new Set(
    cards
      .filter((card) => card.status === 'active' && card.last_reviewed_at === null)
      .map((card) => card.phrase_id),
  );
  const orderedNew = [...preferredNew.filter((id) => newIds.has(id)), ...newIds];
  const uniqueNew = [...new Set(orderedNew)];
  const newCount = Math.max(0, dailyGoal - due.length);

  return [...due, ...uniqueNew.slice(0, newCount)];
}
