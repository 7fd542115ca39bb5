import { expect, it } from 'vitest';
import { appNavigation } from './app-navigation.ts';

const currentOn = (pathname: string, listedDecks: ReadonlySet<string> | null = new Set(['spa'])) =>
  appNavigation
    .filter((entry) => entry.isActive(pathname, listedDecks))
    .map((entry) => entry.label);

it("marks one entry at most, and none on a deck's pages, which 'My decks' marks", () => {
  expect(currentOn('/learn')).toEqual(['Learning home']);
  expect(currentOn('/learn/quick-search')).toEqual(['Learning home']);
  expect(currentOn('/learn/archived')).toEqual(['Learning home']);
  expect(currentOn('/learn/stats')).toEqual(['Stats']);
  expect(currentOn('/learn/add-deck')).toEqual(['Add a deck']);
  expect(currentOn('/friends/chats/abc')).toEqual(['Friends']);
  for (const deckPage of [
    '/learn/spa',
    '/learn/spa/library',
    '/learn/spa/stats',
    '/learn/spa/review/go',
  ])
    expect(currentOn(deckPage)).toEqual([]);
});

it("marks Learning home on the pages of a language 'My decks' does not list", () => {
  // An archived deck's pages, and a language without a deck (its library by a link).
  expect(currentOn('/learn/fra')).toEqual(['Learning home']);
  expect(currentOn('/learn/fra/library')).toEqual(['Learning home']);
  // Until the profile is read, no guess: a listed deck's pages would flash it.
  expect(currentOn('/learn/fra', null)).toEqual([]);
  expect(currentOn('/learn/spa/library')).toEqual([]);
});
