import { useMemo } from 'react';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { deckSummaries, ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import {
  indexLibrary,
  isLanguageCode,
  knownLanguageCodes,
  type LibraryCard,
} from '@phrasebook/domain';
import { deckCardsQuery } from '../../shared/api/deck-cards-query.ts';
import { languageLibraryQuery } from '../../shared/api/language-library-query.ts';

/** Loader part of the phrase screens: the language's library, my cards there and my profile. */
export async function ensureLibraryData(
  queryClient: QueryClient,
  uid: string,
  lang: string | undefined,
): Promise<void> {
  // An unknown code shows the layout's 'Language not found'; nothing to load.
  if (!isLanguageCode(lang)) return;
  await Promise.all([
    queryClient.ensureQueryData(ownProfileQuery(uid)),
    queryClient.ensureQueryData(languageLibraryQuery(lang)),
    queryClient.ensureQueryData(deckCardsQuery(uid, lang)),
  ]);
}

/**
 * The library of `lang` indexed for search (once per fetch, not per keystroke), my cards by
 * phrase, the languages I know and whether I have a deck to add cards to.
 */
export function useLibraryData(lang: string) {
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));
  const { data: library } = useSuspenseQuery(languageLibraryQuery(lang));
  const { data: cards } = useSuspenseQuery(deckCardsQuery(user.id, lang));
  const index = useMemo(() => indexLibrary(library?.phrases ?? []), [library]);
  const cardsByPhrase = useMemo(
    () => new Map(cards.map((card): [string, LibraryCard & typeof card] => [card.phrase_id, card])),
    [cards],
  );
  const languagesKnown = useMemo(() => knownLanguageCodes(profile?.languages_known), [profile]);
  const deck = deckSummaries(profile).find((d) => d.lang === lang);
  return { user, profile, library, index, cardsByPhrase, languagesKnown, hasDeck: Boolean(deck) };
}
