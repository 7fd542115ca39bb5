import { expect, it } from 'vitest';
import { appNavigation } from './app-navigation.ts';

const currentOn = (pathname: string) =>
  appNavigation.filter((entry) => entry.isActive(pathname)).map((entry) => entry.label);

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
