import type { Tables } from '@phrasebook/data';

/**
 * Whether my deck in `lang` has recall cards on (user_deck_plus.recall_enabled, issue #46),
 * read from the own-profile query's decks (every column of user_deck_plus). Off for a deck
 * I do not have, and for a row read before the column existed: off is every deck's default.
 */
export function deckRecallEnabled(
  profile: { decks_array?: readonly Partial<Tables<'user_deck_plus'>>[] | null } | null | undefined,
  lang: string,
): boolean {
  return profile?.decks_array?.find((deck) => deck.lang === lang)?.recall_enabled === true;
}
