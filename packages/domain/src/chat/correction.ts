import { CHAT_TEXT_MAX } from './chat-text.ts';

/**
 * docs/product.md "Corrections": what suggesting a correction says when it cannot be sent as
 * typed. The database refuses the same with the same words.
 */
export const correctionMessages = {
  empty: 'Write the corrected sentence',
  unchanged: 'A correction must change the message',
  tooLong: `A correction can be at most ${CHAT_TEXT_MAX.toLocaleString('en')} characters`,
} as const;

/** Why `corrected` cannot correct `original`, or null when it can be sent. */
export function correctionProblem(original: string, corrected: string): string | null {
  const text = corrected.trim();
  if (text === '') return correctionMessages.empty;
  if (corrected.length > CHAT_TEXT_MAX) return correctionMessages.tooLong;
  if (text === original.trim()) return correctionMessages.unchanged;
  return null;
}
