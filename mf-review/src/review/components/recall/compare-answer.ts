import { diffArrays } from 'diff';

/** A word of the comparison: in the phrase and typed, in the phrase only, or typed only. */
export interface AnswerWord {
  text: string;
  status: 'right' | 'missed' | 'extra';
}

export interface AnswerComparison {
  words: AnswerWord[];
  /** Words of the phrase the learner typed. */
  right: number;
  /** Words in the phrase. */
  total: number;
}

/** A word as the comparison sees it: without case, accents or punctuation. */
export function comparableWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\p{P}\p{S}]/gu, '')
    .toLocaleLowerCase();
}

const wordsOf = (text: string) => text.split(/\s+/u).filter((word) => comparableWord(word) !== '');

/**
 * The typed answer against the phrase, word by word (docs/product.md §4 "The recall face"):
 * case, accents and punctuation do not count. The phrase's words keep their own spelling;
 * words typed that the phrase does not have follow where they were typed.
 */
export function compareAnswer(phrase: string, typed: string): AnswerComparison {
  const expected = wordsOf(phrase);
  const given = wordsOf(typed);
  const changes = diffArrays(expected, given, {
    comparator: (left, right) => comparableWord(left) === comparableWord(right),
  });
  const words: AnswerWord[] = [];
  let next = 0;
  for (const change of changes) {
    if (change.added) {
      for (const text of change.value) words.push({ text, status: 'extra' });
      continue;
    }
    // Common and removed runs are the phrase's words, in its own spelling.
    const status = change.removed ? 'missed' : 'right';
    for (const text of expected.slice(next, next + change.value.length))
      words.push({ text, status });
    next += change.value.length;
  }
  return {
    words,
    right: words.filter((word) => word.status === 'right').length,
    total: expected.length,
  };
}
