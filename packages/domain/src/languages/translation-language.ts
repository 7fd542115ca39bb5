/**
 * The language a new translation is offered in (add phrase, answer a request): the first
 * language the user knows that is not the phrase's own, else the first they know, else
 * English.
 */
export function defaultTranslationLang(
  languagesKnown: readonly { lang: string }[] | null | undefined,
  phraseLang: string,
): string {
  const known = (languagesKnown ?? []).map((entry) => entry.lang);
  return known.find((lang) => lang !== phraseLang) ?? known[0] ?? 'eng';
}
