import { IconBooks, IconChartBar, IconPlus, IconUsers } from '@tabler/icons-react';

/**
 * docs/product.md §2 layout: the app navigation lists /learn, /friends and /learn/add-deck;
 * /learn/stats (issue #48) sits beside Learning home.
 */
export const appNavigation = [
  {
    to: '/learn',
    label: 'Learning home',
    icon: IconBooks,
    // Learning Home and the pages it leads to that have no entry of their own: a deck's pages
    // have theirs in 'My decks', adding a deck and the stats theirs here.
    isActive: (pathname: string) => /^\/learn(\/(quick-search|archived))?\/?$/.test(pathname),
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
