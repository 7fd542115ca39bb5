/**
 * The language codes of a profile's `languages_known` (stored as JSON), in the user's order;
 * anything malformed is skipped.
 */
export function knownLanguageCodes(languagesKnown: unknown): string[] {
  if (!Array.isArray(languagesKnown)) return [];
  return languagesKnown.flatMap((entry: unknown) => {
    const lang: unknown =
      entry && typeof entry === 'object' ? (entry as { lang?: unknown }).lang : undefined;
    return typeof lang === 'string' && /^[a-z]{3}$/.test(lang) ? [lang] : [];
  });
}

/**
 * The language a new translation is offered in (add phrase, answer a request): the first
 * language the user knows that is not the phrase's own, else the first they know, else
 * English.
 */
export function defaultTranslationLang(known: readonly string[], phraseLang: string): string {
  return known.find((lang) => lang !== phraseLang) ?? known[0] ?? 'eng';
}
