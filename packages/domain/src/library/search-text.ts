/**
 * Text as search compares it: decomposed so accents become separate marks, marks dropped,
 * lower-cased, runs of whitespace made one space. "Café" and "cafe" meet; so do "Straße"
 * and "STRASSE" (the German sharp s folds to "ss").
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
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
