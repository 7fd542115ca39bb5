import { limits } from '@phrasebook/domain';
import type { Tables } from '../database.types.ts';

/**
 * One of my decks as the screens use it: a user_deck_plus row (docs/product.md §3) with the
 * view's nullable columns filled in. The shell's sidebar and the learn and review remotes
 * read decks this way.
 */
export interface DeckSummary {
  lang: string;
  created_at: string;
  archived: boolean;
  daily_review_goal: number;
  learning_goal: string;
  /** Index into the theme cycle; null means "by position". */
  theme: number | null;
  count_cards: number;
  count_active: number;
  count_skipped: number;
  count_learned: number;
  /** Active recall cards (translation → phrase), counted apart from the phrases' own. */
  count_recall_active: number;
  most_recent_review_at: string | null;
  count_reviews_7d: number;
  /** The language's display name from the database (its code when a row lacks it). */
  language_name: string;
}

type DeckRow = Partial<Tables<'user_deck_plus'>>;

/** A user_deck_plus row as a DeckSummary, or null for a row without its key columns. */
export function toDeckSummary(row: DeckRow): DeckSummary | null {
  if (!row.lang || !row.created_at) return null;
  return {
    lang: row.lang,
    created_at: row.created_at,
    archived: row.archived ?? false,
    daily_review_goal: row.daily_review_goal ?? limits.defaultDailyReviewGoal,
    learning_goal: row.learning_goal ?? 'moving',
    theme: row.theme ?? null,
    count_cards: row.count_cards ?? 0,
    count_active: row.count_active ?? 0,
    count_skipped: row.count_skipped ?? 0,
    count_learned: row.count_learned ?? 0,
    count_recall_active: row.count_recall_active ?? 0,
    most_recent_review_at: row.most_recent_review_at ?? null,
    count_reviews_7d: row.count_reviews_7d ?? 0,
    language_name: row.language_name ?? row.lang,
  };
}

/** Every deck of a profile from the own-profile query (archived ones included). */
export function deckSummaries(
  profile: { decks_array?: readonly DeckRow[] | null } | null | undefined,
): DeckSummary[] {
  return (profile?.decks_array ?? []).flatMap((row) => toDeckSummary(row) ?? []);
}
