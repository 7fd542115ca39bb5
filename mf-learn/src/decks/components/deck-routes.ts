/**
 * Deck screens that make sense only with a deck of mine in that language; the others (the
 * library, a phrase, a request) are shared by link and open for anyone signed in.
 */
const deckOnly = new Set([
  '',
  'deck-settings',
  'add-phrase',
  'bulk-add',
  'requests',
  'requests/new',
  'stats',
]);

/** True when the screen at `pathname` (under /learn/{lang}) needs my deck to exist. */
export function needsOwnDeck(pathname: string, lang: string): boolean {
  const rest = pathname.slice(`/learn/${lang}`.length).replace(/^\/+|\/+$/g, '');
  return deckOnly.has(rest);
}
