import type { IndexedPhrase, LibraryPhrase } from './library-filter.ts';
import { normalizeSearchText } from './search-text.ts';

/** The words of normalised text, 3 letters or more. */
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);

/**
 * Library phrases that look like `draft` while it is typed (the add-phrase hint): those
 * containing the whole draft first, then those sharing the most words of 3 letters or more.
 * Words match whole: as parts of words, "des" found "arachides" and the hint listed
 * "Je suis allergique aux arachides." for "Il pleut des cordes".
 */
export function similarPhrases<P extends LibraryPhrase>(
  index: readonly IndexedPhrase<P>[],
  draft: string,
  limit = 5,
): P[] {
  const needle = normalizeSearchText(draft);
  if (needle.length < 3) return [];
  const words = new Set(wordsOf(needle));
  const scored: { phrase: P; score: number }[] = [];
  for (const { phrase, haystack } of index) {
    const text = normalizeSearchText(phrase.text);
    let score = text.includes(needle) ? 100 : 0;
    for (const word of new Set(wordsOf(text))) if (words.has(word)) score += 1;
    if (score === 0 && haystack.includes(needle)) score = 1;
    if (score > 0) scored.push({ phrase, score });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.phrase);
}

/**
 * The library phrase that is `draft` already, told apart only by letter case, spacing or
 * punctuation ("wo ist der Bahnhof" is "Wo ist der Bahnhof?"); accents count (está, esta).
 */
export function samePhraseIn<P extends LibraryPhrase>(
  index: readonly IndexedPhrase<P>[],
  draft: string,
): P | undefined {
  const wanted = phraseKey(draft);
  if (wanted === '') return undefined;
  return index.find(({ phrase }) => phraseKey(phrase.text) === wanted)?.phrase;
}

/** Whether two phrase texts are one phrase by samePhraseIn's rule. */
export const isSamePhrase = (a: string, b: string): boolean => {
  const key = phraseKey(a);
  return key !== '' && key === phraseKey(b);
};

const phraseKey = (text: string) =>
  text
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[\p{P}\p{S}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
