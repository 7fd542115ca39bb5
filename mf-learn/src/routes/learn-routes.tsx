import type { RouteObject } from 'react-router';
import { PageFrame } from '../components/page-frame.tsx';
import { DeckLayout } from './deck-layout.tsx';
import { DeckSection } from './deck-section.tsx';

/** Every /learn route except the review session (that one belongs to mf_review). */
export function learnRoutes(): RouteObject[] {
  return [
    {
      path: 'learn',
      children: [
        {
          index: true,
          element: <PageFrame title="Learning Home" subtitle="Which deck are we studying today?" />,
        },
        { path: 'quick-search', element: <PageFrame title="Quick search" /> },
        { path: 'archived', element: <PageFrame title="Archived decks" /> },
        { path: 'add-deck', element: <PageFrame title="Start a new deck" /> },
        {
          path: ':lang',
          element: <DeckLayout />,
          children: [
            { index: true, element: null },
            { path: 'library', element: <DeckSection title="Library" /> },
            { path: 'search', element: <DeckSection title="Search phrases" /> },
            { path: 'add-phrase', element: <DeckSection title="Add a phrase" /> },
            { path: 'bulk-add', element: <DeckSection title="Add phrases in bulk" /> },
            { path: 'deck-settings', element: <DeckSection title="Deck settings" /> },
            { path: 'requests', element: <DeckSection title="Requests" /> },
            { path: 'requests/new', element: <DeckSection title="New request" /> },
            { path: 'requests/:id', element: <DeckSection title="Request" /> },
            { path: ':id', element: <DeckSection title="Phrase" /> },
          ],
        },
      ],
    },
  ];
}
