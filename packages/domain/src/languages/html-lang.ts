/**
 * The HTML `lang` value of a 3-letter language code: its shortest BCP 47 form ('spa' → 'es',
 * 'tam' → 'ta'), which screen readers and axe expect; the code itself when Intl cannot say.
 */
export function htmlLang(code: string): string {
  try {
    return Intl.getCanonicalLocales(code)[0] ?? code;
  } catch {
    return code;
  }
}
