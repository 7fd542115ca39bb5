/**
 * My card for a recommended phrase: its recognise card (issue #46). With recall on, a phrase
 * has a second card, the recall one; the chat's status control, like the deck's counts, is
 * about the phrase, so it reads and changes the recognise card. A card read without a
 * direction predates two-way cards and is the recognise one.
 */
export function myPhraseCard<C extends { direction?: string | null }>(
  cards: readonly C[] | null | undefined,
): C | null {
  return cards?.find((card) => (card.direction ?? 'recognise') === 'recognise') ?? null;
}
