import { expect, it } from 'vitest';
import { needsOwnDeck } from './deck-routes.ts';

it('asks for my deck on deck-only screens, not on the shared ones', () => {
  for (const path of [
    '/learn/spa',
    '/learn/spa/',
    '/learn/spa/deck-settings',
    '/learn/spa/add-phrase',
    '/learn/spa/bulk-add',
    '/learn/spa/requests',
    '/learn/spa/requests/new',
    '/learn/spa/stats',
  ])
    expect(needsOwnDeck(path, 'spa'), path).toBe(true);
  for (const path of [
    '/learn/spa/library',
    '/learn/spa/search',
    '/learn/spa/5b0e',
    '/learn/spa/requests/5b0e',
  ])
    expect(needsOwnDeck(path, 'spa'), path).toBe(false);
});
