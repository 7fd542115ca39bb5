import Papa from 'papaparse';
import { pasteDelimiter, stagePastedRows, type StagedPhrase } from '@phrasebook/domain';

/**
 * Pasted text to staged phrases: papaparse reads the quoting and delimiters of CSV (or the
 * tabs of a spreadsheet copy), the domain's rules turn rows into phrases.
 */
export function parsePastedPhrases(text: string, defaultLang: string): StagedPhrase[] {
  const parsed = Papa.parse<string[]>(text.trim(), {
    delimiter: pasteDelimiter(text) ?? '',
    skipEmptyLines: 'greedy',
  });
  return stagePastedRows(parsed.data, defaultLang);
}
