import { IconBooks, IconChartBar, IconPlus, IconUsers } from '@tabler/icons-react';

/** A language's pages (/learn/{lang}/…) whose language is not one of the decks listed. */
function unlistedLanguagePage(pathname: string, listedDecks: ReadonlySet<string>): boolean {
  const lang = /^\/learn\/([a-z]{3})(\/|$)/.exec(pathname)?.[1];
  return lang !== undefined && !listedDecks.has(lang);
}

/**
 * docs/product.md §2 layout: the app navigation lists /learn, /friends and /learn/add-deck;
 * /learn/stats (issue #48) sits beside Learning home. `listedDecks` are the languages 'My
 * decks' lists, null until the profile is read.
 */
export const appNavigation = [
  {
    to: '/learn',
    label: 'Learning home',
    icon: IconBooks,
    // Learning Home and the pages it leads to that have no entry of their own: an archived
    // deck's pages and a language without a deck; a listed deck's pages have theirs in 'My
    // decks', adding a deck and the stats theirs here.
    isActive: (pathname: string, listedDecks: ReadonlySet<string> | null) =>
      /^\/learn(\/(quick-search|archived))?\/?$/.test(pathname) ||
      (listedDecks !== null && unlistedLanguagePage(pathname, listedDecks)),
  },
  {
    to: '/learn/stats',
    label: 'Stats',
    icon: IconChartBar,
    isActive: (pathname: string) => /^\/learn\/stats(\/|$)/.test(pathname),
  },
  {
    to: '/friends',
    label: 'Friends',
    icon: IconUsers,
    isActive: (pathname: string) => /^\/friends(\/|$)/.test(pathname),
    // docs/product.md §2 chat list: unread messages also show as a badge on 'Friends'.
    showsUnreadChats: true,
  },
  {
    to: '/learn/add-deck',
    label: 'Add a deck',
    icon: IconPlus,
    isActive: (pathname: string) => /^\/learn\/add-deck(\/|$)/.test(pathname),
  },
] as const;
