/**
 * Letters whose marks are accents: Latin, Greek and Cyrillic, and Arabic's and Hebrew's vowel
 * marks, which everyday writing leaves out. Elsewhere a mark is part of the letter (kana's
 * voiced marks, が is not か; the vowel signs of Indic scripts, விலை is not வலை), so it stays.
 */
const accentedLetter =
  /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hebrew}])\p{M}+/gu;

/**
 * Text with its accents dropped, for comparing what a learner typed or searched with a phrase.
 * Compatibility forms fold too (full-width Ａ is A). The result is composed again, so a letter
 * that keeps its mark is one character: a search for か does not find the start of が.
 */
export function foldAccents(text: string): string {
  return text.normalize('NFKD').replace(accentedLetter, '$1').normalize('NFC');
}
