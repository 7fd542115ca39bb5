import { foldAccents } from '@phrasebook/domain';
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

/**
 * A word as the comparison sees it: without case, accents or punctuation; which marks are
 * accents is foldAccents' rule, the one library search follows too.
 */
export function comparableWord(word: string): string {
  return foldAccents(word)
    .replace(/[\p{P}\p{S}]/gu, '')
    .toLocaleLowerCase();
}

/** Scripts written without spaces between words: a run of them is split by the browser's ICU. */
const unspaced =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
let segmenter: Intl.Segmenter | undefined;

/** A space-less run's words, each keeping the punctuation that follows it (駅は|どこ|ですか？). */
function segmentWords(chunk: string): string[] {
  // Made on first use, and only where the browser has it (Firefox before 125 has not): a run
  // is then one word, as it was before.
  if (typeof Intl.Segmenter !== 'function') return [chunk];
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  const words: string[] = [];
  let leading = '';
  for (const { segment, isWordLike } of segmenter.segment(chunk)) {
    if (isWordLike) {
      words.push(leading + segment);
      leading = '';
    } else if (words.length > 0) {
      words[words.length - 1] += segment;
    } else {
      leading += segment;
    }
  }
  return leading === '' ? words : [...words, leading];
}

const wordsOf = (text: string) =>
  text
    .split(/\s+/u)
    .flatMap((chunk) => (unspaced.test(chunk) ? segmentWords(chunk) : [chunk]))
    .filter((word) => comparableWord(word) !== '');

/**
 * The typed answer against the phrase, word by word (docs/product.md §4 "The recall face"):
 * case, accents and punctuation do not count. Japanese, Chinese, Thai and the like count the
 * words the browser's segmenter finds, so a partial answer earns partial credit. The phrase's
 * words keep their own spelling; words typed that the phrase does not have follow where they
 * were typed.
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
