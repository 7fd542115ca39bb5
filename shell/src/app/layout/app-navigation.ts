import { IconBooks, IconPlus, IconUsers } from '@tabler/icons-react';

/** docs/product.md §2 layout: the app navigation lists /learn, /friends and /learn/add-deck. */
export const appNavigation = [
  {
    to: '/learn',
    label: 'Learning home',
    icon: IconBooks,
    // Deck pages live under /learn too, but adding a deck has its own entry.
    isActive: (pathname: string) =>
      /^\/learn(\/|$)/.test(pathname) && !pathname.startsWith('/learn/add-deck'),
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
