import { defineRemoteRoutes } from '@phrasebook/platform/remote-routes';

/**
 * `mf_learn/routes`: decks, phrases, library, requests and stats under /learn, one lazy chunk per
 * screen (docs/architecture.md). The review session under /learn/:lang/review is mf_review's.
 */
export default defineRemoteRoutes({
  name: 'mf_learn',
  buildLabel: process.env.PUBLIC_BUILD_LABEL,
  signedIn: [
    {
      path: 'learn',
      children: [
        { index: true, screen: () => import('../decks/routes/learning-home-page.tsx') },
        { path: 'quick-search', screen: () => import('../phrases/routes/quick-search-page.tsx') },
        { path: 'archived', screen: () => import('../decks/routes/archived-decks-page.tsx') },
        { path: 'add-deck', screen: () => import('../decks/routes/add-deck-page.tsx') },
        // One screen for all decks and for one deck (below), so the charts are one chunk.
        { path: 'stats', screen: () => import('../progress/routes/stats-page.tsx') },
        {
          path: ':lang',
          screen: () => import('../decks/routes/deck-layout.tsx'),
          children: [
            { index: true, screen: () => import('../decks/routes/deck-home-page.tsx') },
            { path: 'library', screen: () => import('../phrases/routes/library-page.tsx') },
            { path: 'search', screen: () => import('../phrases/routes/search-page.tsx') },
            { path: 'add-phrase', screen: () => import('../phrases/routes/add-phrase-page.tsx') },
            { path: 'bulk-add', screen: () => import('../phrases/routes/bulk-add-page.tsx') },
            {
              path: 'deck-settings',
              screen: () => import('../decks/routes/deck-settings-page.tsx'),
            },
            { path: 'stats', screen: () => import('../progress/routes/stats-page.tsx') },
            { path: 'requests', screen: () => import('../requests/routes/requests-page.tsx') },
            {
              path: 'requests/new',
              screen: () => import('../requests/routes/new-request-page.tsx'),
            },
            {
              path: 'requests/:id',
              screen: () => import('../requests/routes/request-page.tsx'),
            },
            { path: ':id', screen: () => import('../phrases/routes/phrase-page.tsx') },
          ],
        },
      ],
    },
  ],
});
