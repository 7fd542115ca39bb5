import { foldAccents } from '../languages/fold-accents.ts';

/**
 * Text as search compares it: accents dropped as a typed answer drops them, lower-cased, runs
 * of whitespace made one space. "Café" and "cafe" meet; so do "Straße" and "STRASSE" (the
 * German sharp s folds to "ss"); விலை and வில்லை do not, nor かき and かぎ.
 */
export function normalizeSearchText(text: string): string {
  return foldAccents(text).toLowerCase().replace(/ß/g, 'ss').replace(/\s+/g, ' ').trim();
}

/** The words of a query, normalised; empty when the query is blank. */
export function searchTokens(query: string | null | undefined): string[] {
  const normalized = normalizeSearchText(query ?? '');
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * True when every word of the query occurs somewhere in `haystack` (already normalised),
 * as a substring: "cuenta por" finds "La cuenta, por favor.", "uent" finds it too.
 */
export function matchesTokens(haystack: string, tokens: readonly string[]): boolean {
  for (const token of tokens) if (!haystack.includes(token)) return false;
  return true;
}
