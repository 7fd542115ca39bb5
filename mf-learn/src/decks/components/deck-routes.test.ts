import { expect, it } from 'vitest';
import { deckAreaTitle, needsOwnDeck } from './deck-routes.ts';

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

it("titles a request's page for the request, every other screen for the deck", () => {
  expect(deckAreaTitle('/learn/tam/requests/5b0e', 'tam', 'Tamil', true)).toBe(
    'Tamil card request',
  );
  expect(deckAreaTitle('/learn/tam/requests/5b0e/', 'tam', 'Tamil', false)).toBe(
    'Tamil card request',
  );
  for (const path of [
    '/learn/tam',
    '/learn/tam/requests',
    '/learn/tam/requests/new',
    '/learn/tam/library',
    '/learn/tam/5b0e',
  ])
    expect(deckAreaTitle(path, 'tam', 'Tamil', true), path).toBe('Tamil Deck');
});

it('titles the shared screens for what they show to someone without that deck', () => {
  expect(deckAreaTitle('/learn/tam/library', 'tam', 'Tamil', false)).toBe('Tamil library');
  expect(deckAreaTitle('/learn/tam/search', 'tam', 'Tamil', false)).toBe('Tamil library');
  expect(deckAreaTitle('/learn/tam/5b0e', 'tam', 'Tamil', false)).toBe('Tamil phrase');
  // Deck-only screens show 'Deck not found' under the deck's title.
  expect(deckAreaTitle('/learn/tam/stats', 'tam', 'Tamil', false)).toBe('Tamil Deck');
});
