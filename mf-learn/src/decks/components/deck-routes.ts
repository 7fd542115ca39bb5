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

const requestPage = /^requests\/[^/]+$/;

/**
 * The title of the screen at `pathname`: '<language> Deck', except on a request's page, which
 * its helpers open from a link without having that deck, and which is about the request.
 */
export function deckAreaTitle(pathname: string, lang: string, language: string): string {
  const rest = pathname.slice(`/learn/${lang}`.length).replace(/^\/+|\/+$/g, '');
  return requestPage.test(rest) && rest !== 'requests/new'
    ? `${language} card request`
    : `${language} Deck`;
}
