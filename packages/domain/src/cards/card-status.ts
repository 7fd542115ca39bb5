/** The statuses of a card in a deck (docs/product.md §3 user_card), as the database checks them. */
export const cardStatuses = ['active', 'learned', 'skipped'] as const;

export type CardStatus = (typeof cardStatuses)[number];

export function isCardStatus(value: unknown): value is CardStatus {
  return cardStatuses.includes(value as CardStatus);
}
