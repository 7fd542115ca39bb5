import { compareInstants } from '../format/instants.ts';
import { isWithinLastDays, type DateLike } from '../format/dates.ts';
import type { LibraryFilter } from '../validation/route-schemas.ts';
import { matchesTokens, normalizeSearchText, searchTokens } from './search-text.ts';
import { inReviewSet } from '../review/review-sets.ts';

/** A phrase of a language's library as the filters see it (meta_phrase_info with translations). */
export interface LibraryPhrase {
  id: string;
  text: string;
  tags?: readonly string[] | null;
  created_at?: string | null;
  translations: readonly { lang: string; text: string }[];
}

/** The user's card for a phrase, if any (user_card_plus). */
export interface LibraryCard {
  phrase_id: string;
  status: string;
  last_reviewed_at: string | null;
  /** For today's due cards; unknown counts as not due. */
  retrievability_now?: number | null;
}

/** A phrase with its normalised search text, built once per library (not per keystroke). */
export interface IndexedPhrase<P extends LibraryPhrase = LibraryPhrase> {
  phrase: P;
  haystack: string;
}

/** What the library screen shows when the URL names no filter: everything in the language. */
export const DEFAULT_LIBRARY_FILTER: LibraryFilter = 'language';

/** Labels of the filters of docs/product.md §2, as the library shows them. */
export const libraryFilterLabels: Record<LibraryFilter, string> = {
  language: 'All phrases',
  language_filtered: 'In languages I know',
  language_no_translations: 'Needs a translation I can read',
  not_in_deck: 'Not in my deck',
  active: 'Active cards',
  inactive: 'Learned or skipped',
  reviewed_last_7d: 'Reviewed in the last 7 days',
  today_active: 'Due today',
  unreviewed_active: 'Active, never reviewed',
  all: 'All my cards',
  reviewed: 'Reviewed before',
  reviewed_or_inactive: 'Reviewed, learned or skipped',
};

/** Indexes a library for search; the newest phrases come first. */
export function indexLibrary<P extends LibraryPhrase>(phrases: readonly P[]): IndexedPhrase<P>[] {
  return [...phrases]
    .sort((a, b) => compareInstants(b.created_at, a.created_at) || a.id.localeCompare(b.id))
    .map((phrase) => ({
      phrase,
      haystack: normalizeSearchText(
        [phrase.text, ...phrase.translations.map((t) => t.text)].join('\n'),
      ),
    }));
}

export interface LibraryQuery {
  filter?: LibraryFilter | undefined;
  text?: string | undefined;
  tags?: readonly string[] | undefined;
}

export interface LibraryContext {
  /** The user's cards in this deck, by phrase id. */
  cards: ReadonlyMap<string, LibraryCard>;
  /** Codes of the languages the user knows (their profile's languages_known). */
  languagesKnown: readonly string[];
  now?: DateLike;
}

function filterPredicate(
  filter: LibraryFilter,
  { cards, languagesKnown, now = new Date() }: LibraryContext,
): (phrase: LibraryPhrase) => boolean {
  const known = new Set(languagesKnown);
  const readable = (phrase: LibraryPhrase) => phrase.translations.some((t) => known.has(t.lang));
  switch (filter) {
    case 'language':
      return () => true;
    case 'language_filtered':
      return readable;
    case 'language_no_translations':
      return (phrase) => !readable(phrase);
    case 'not_in_deck':
      return (phrase) => !cards.has(phrase.id);
    case 'active':
      return (phrase) => cards.get(phrase.id)?.status === 'active';
    case 'inactive':
      return (phrase) => {
        const card = cards.get(phrase.id);
        return card !== undefined && card.status !== 'active';
      };
    case 'reviewed_last_7d':
      return (phrase) => {
        const reviewed = cards.get(phrase.id)?.last_reviewed_at;
        return reviewed != null && isWithinLastDays(reviewed, 7, now);
      };
    // Review sets of docs/product.md §4: only my cards belong to them.
    case 'today_active':
    case 'unreviewed_active':
    case 'all':
    case 'reviewed':
    case 'reviewed_or_inactive':
      return (phrase) => {
        const card = cards.get(phrase.id);
        return (
          card !== undefined &&
          inReviewSet(filter, { ...card, retrievability_now: card.retrievability_now ?? null }, now)
        );
      };
  }
}

/**
 * The library rows matching a filter, every selected tag, and every word of the text
 * (accent- and case-insensitive substrings of the phrase or its translations), in index order.
 */
export function filterLibrary<P extends LibraryPhrase>(
  index: readonly IndexedPhrase<P>[],
  query: LibraryQuery,
  context: LibraryContext,
): P[] {
  const keep = filterPredicate(query.filter ?? DEFAULT_LIBRARY_FILTER, context);
  const tokens = searchTokens(query.text);
  const tags = query.tags ?? [];
  const result: P[] = [];
  for (const { phrase, haystack } of index) {
    if (!matchesTokens(haystack, tokens)) continue;
    if (tags.length > 0 && !tags.every((tag) => phrase.tags?.includes(tag))) continue;
    if (keep(phrase)) result.push(phrase);
  }
  return result;
}

/**
 * The translations a reader sees first: those in languages they know (in the order they
 * listed them), then the rest.
 */
export function translationsForReader<T extends { lang: string }>(
  translations: readonly T[],
  languagesKnown: readonly string[],
): T[] {
  const rank = (lang: string) => {
    const at = languagesKnown.indexOf(lang);
    return at === -1 ? languagesKnown.length : at;
  };
  return [...translations].sort((a, b) => rank(a.lang) - rank(b.lang));
}
