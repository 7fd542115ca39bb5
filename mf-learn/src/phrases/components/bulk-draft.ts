import type { StagedPhrase } from '@phrasebook/domain';

/** The bulk-add form's values: staged phrases, each with a stable key (React) and client id. */
export interface BulkDraft {
  phrases: {
    key: string;
    phrase_text: string;
    translations: { key: string; lang: string; text: string }[];
  }[];
}

export const newTranslation = (lang: string, text = '') => ({
  key: crypto.randomUUID(),
  lang,
  text,
});

/** A row of the form; a pasted phrase without a translation gets an empty field to fill. */
export const newPhrase = (staged?: StagedPhrase, defaultLang = 'eng') => ({
  key: crypto.randomUUID(),
  phrase_text: staged?.phrase_text ?? '',
  translations:
    staged && staged.translations.length > 0
      ? staged.translations.map((t) => newTranslation(t.lang, t.text))
      : [newTranslation(defaultLang)],
});

/** True for a row nobody has typed in yet (replaced by pasted rows instead of kept). */
export const isBlankPhrase = (phrase: BulkDraft['phrases'][number]) =>
  phrase.phrase_text.trim() === '' && phrase.translations.every((t) => t.text.trim() === '');

/**
 * The submit button's words: the rows it would send, but no count while nothing is typed, so
 * a form just emptied by a successful add does not offer to add one phrase it does not hold.
 */
export function bulkSubmitLabel(phrases: readonly BulkDraft['phrases'][number][]): string {
  if (phrases.every(isBlankPhrase)) return 'Add phrases';
  return `Add ${phrases.length} ${phrases.length === 1 ? 'phrase' : 'phrases'}`;
}
