import { useSuspenseQuery } from '@tanstack/react-query';
import { ownProfileQuery } from '@phrasebook/data';

/** Whether I keep a deck of a language: a recommendation in it can be added to my cards. */
export function useHasDeck(uid: string): (lang: string) => boolean {
  const { data: profile } = useSuspenseQuery(ownProfileQuery(uid));
  const decks = new Set((profile?.decks_array ?? []).map((deck) => deck.lang));
  return (lang) => decks.has(lang);
}
