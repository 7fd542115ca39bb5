import { useMemo } from 'react';
import { useSuspenseQueries, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { deckSummaries, ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { indexLibrary, knownLanguageCodes } from '@phrasebook/domain';
import { deckCardsQuery } from '../../shared/api/deck-cards-query.ts';
import { languageLibraryQuery } from '../../shared/api/language-library-query.ts';

/** The languages quick search covers: those of my active decks. */
function deckLangs(profile: Parameters<typeof deckSummaries>[0]): string[] {
  return deckSummaries(profile)
    .filter((deck) => !deck.archived)
    .map((deck) => deck.lang);
}

/** Loader of quick search: each deck's library and my cards in it (shared with the library screens). */
export async function ensureQuickSearchData(queryClient: QueryClient, uid: string): Promise<void> {
  const profile = await queryClient.ensureQueryData(ownProfileQuery(uid));
  await Promise.all(
    deckLangs(profile).flatMap((lang) => [
      queryClient.ensureQueryData(languageLibraryQuery(lang)),
      queryClient.ensureQueryData(deckCardsQuery(uid, lang)),
    ]),
  );
}

/** Every phrase of my decks' languages, indexed once, and which ones are cards of mine. */
export function useQuickSearchData() {
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));
  const langs = deckLangs(profile);
  // `combine` keeps the same array while no library changes, so the index is built once.
  const libraries = useSuspenseQueries({
    queries: langs.map((lang) => languageLibraryQuery(lang)),
    combine: (results) => results.map((result) => result.data),
  });
  const cards = useSuspenseQueries({
    queries: langs.map((lang) => deckCardsQuery(user.id, lang)),
    combine: (results) => results.map((result) => result.data),
  });
  const index = useMemo(
    () => indexLibrary(libraries.flatMap((library) => library?.phrases ?? [])),
    [libraries],
  );
  const inDeck = useMemo(
    () => new Set(cards.flatMap((list) => list.map((card) => card.phrase_id))),
    [cards],
  );
  return {
    index,
    inDeck,
    deckCount: langs.length,
    languagesKnown: knownLanguageCodes(profile?.languages_known),
  };
}
