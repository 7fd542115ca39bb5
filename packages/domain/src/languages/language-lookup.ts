import { languageNames } from './language-names.ts';

/** One entry of a language select: `value` is the code, `label` the display name. */
export interface LanguageOption {
  value: string;
  label: string;
}

/** True when `code` is a key of {@link languageNames} (exact, lowercase). */
export function isLanguageCode(code: unknown): code is string {
  return typeof code === 'string' && Object.hasOwn(languageNames, code);
}

/**
 * Display name for a language code. Falls back to the code itself so that a
 * language missing from the list still renders something recognisable.
 */
export function languageName(code: string): string {
  return isLanguageCode(code) ? (languageNames[code] ?? code) : code;
}

/**
 * A language's name after 'a' or 'an', as it is said: 'an English deck', 'a Spanish deck',
 * 'a Ukrainian deck' (the names beginning with a vowel sound take 'an').
 */
export function withArticle(name: string): string {
  return `${/^(?!U[ky])[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
}

/** All languages as select options, sorted by display name (locale-aware). */
export const languageOptions: readonly LanguageOption[] = Object.entries(languageNames)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

/**
 * The 3-letter code to suggest when a route holds a longer one (docs/product.md §8: the
 * not-found messages hint at using the first 3 characters), or null when the
 * code is not longer than 3 characters.
 */
export function suggestedLanguageCode(code: string): string | null {
  return code.length > 3 ? code.slice(0, 3).toLowerCase() : null;
}
