import { isLanguageCode } from '../languages/language-lookup.ts';
import { holdsTranslation } from '../validation/phrase-schemas.ts';

/** A phrase waiting on the bulk-add screen; validated by bulkAddSchema when submitted. */
export interface StagedPhrase {
  phrase_text: string;
  translations: { lang: string; text: string }[];
}

/**
 * The delimiter of pasted text: commas when the first line is a comma-separated header (a stray
 * tab in a cell then stays in its cell); otherwise a tab when any line has one (what a
 * spreadsheet copy gives, and what lets a phrase contain commas); otherwise undefined so the
 * CSV parser guesses. One line whose translation cell was left empty must not turn every line
 * into a whole-line phrase: it stages as a phrase without a translation, which the form then
 * asks for.
 */
export function pasteDelimiter(text: string): '\t' | ',' | undefined {
  const firstLine = text.trim().split(/\r?\n/, 1)[0] ?? '';
  const cells = firstLine.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
  if (!firstLine.includes('\t') && headerColumns(cells)) return ',';
  return text.includes('\t') ? '\t' : undefined;
}

const phraseHeaders = new Set(['phrase', 'phrase_text', 'text']);
const translationHeaders = new Set(['translation', 'translation_text']);
const langHeaders = new Set(['lang', 'translation_lang', 'language']);

type Column =
  | { kind: 'phrase' }
  | { kind: 'translation'; lang: string | null }
  | { kind: 'lang' }
  | { kind: 'ignored' };

/**
 * Reads a header row: `phrase`, `translation`, `lang` columns (any case), or a column named by
 * a 3-letter language code holding translations in that language ("phrase,eng,fra"). Null when
 * the row is not a header.
 */
function headerColumns(row: readonly string[]): Column[] | null {
  const names = row.map((cell) => cell.trim().toLowerCase());
  if (!names.some((name) => phraseHeaders.has(name))) return null;
  return names.map((name): Column => {
    if (phraseHeaders.has(name)) return { kind: 'phrase' };
    if (translationHeaders.has(name)) return { kind: 'translation', lang: null };
    if (langHeaders.has(name)) return { kind: 'lang' };
    if (isLanguageCode(name)) return { kind: 'translation', lang: name };
    return { kind: 'ignored' };
  });
}

/** Without a header: phrase, translation, and an optional third column with its language. */
const positionalColumns: Column[] = [
  { kind: 'phrase' },
  { kind: 'translation', lang: null },
  { kind: 'lang' },
];

/**
 * Turns parsed rows (lines of `phrase<TAB>translation`, or CSV with a header) into staged
 * phrases. Cells are trimmed, blank rows dropped, and rows repeating a phrase add their
 * translations to it, each translation once. A translation without a language of its own gets
 * `defaultLang`; a row with a language and no translation stages one blank translation in it.
 * Nothing is validated here: the form shows each problem with its docs/product.md §5 message.
 */
export function stagePastedRows(
  rows: readonly (readonly string[])[],
  defaultLang: string,
): StagedPhrase[] {
  const nonBlank = rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  const header = nonBlank[0] ? headerColumns(nonBlank[0]) : null;
  const columns = header ?? positionalColumns;
  const body = header ? nonBlank.slice(1) : nonBlank;
  const staged: StagedPhrase[] = [];
  const byText = new Map<string, StagedPhrase>();
  for (const row of body) {
    const rowLang = row
      .map((cell, at) => (columns[at]?.kind === 'lang' ? cell.trim().toLowerCase() : ''))
      .find((cell) => cell !== '');
    let phraseText = '';
    const translations: StagedPhrase['translations'] = [];
    row.forEach((raw, at) => {
      const cell = raw.trim();
      const column = columns[at];
      if (!column || cell === '') return;
      if (column.kind === 'phrase') phraseText = cell;
      if (column.kind === 'translation') {
        translations.push({ lang: column.lang ?? rowLang ?? defaultLang, text: cell });
      }
    });
    // A row that names its translation's language but leaves the text blank keeps the language
    // for the blank the form asks the learner to fill.
    if (translations.length === 0 && rowLang) translations.push({ lang: rowLang, text: '' });
    const existing = phraseText === '' ? undefined : byText.get(phraseText);
    if (existing) {
      for (const translation of translations) {
        if (translation.text !== '' && !holdsTranslation(existing.translations, translation)) {
          existing.translations.push(translation);
        }
      }
      continue;
    }
    const entry = { phrase_text: phraseText, translations };
    staged.push(entry);
    if (phraseText !== '') byText.set(phraseText, entry);
  }
  return staged;
}
