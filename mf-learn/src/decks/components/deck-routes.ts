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
const libraryPages = new Set(['library', 'search']);

/**
 * The title of the screen at `pathname`: '<language> Deck', except on the screens shared by
 * link (needsOwnDeck), which are about what they show when I have no deck of that language:
 * a request's page always, the library and a phrase without my deck.
 */
export function deckAreaTitle(
  pathname: string,
  lang: string,
  language: string,
  hasDeck: boolean,
): string {
  const rest = pathname.slice(`/learn/${lang}`.length).replace(/^\/+|\/+$/g, '');
  if (requestPage.test(rest) && rest !== 'requests/new') return `${language} card request`;
  if (hasDeck || needsOwnDeck(pathname, lang)) return `${language} Deck`;
  return libraryPages.has(rest) ? `${language} library` : `${language} phrase`;
}
