import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { deckCardsQuery } from '../../shared/api/deck-cards-query.ts';
import { languageLibraryQuery } from '../../shared/api/language-library-query.ts';

const phrases = (count: number) => `${count} ${count === 1 ? 'phrase' : 'phrases'}`;

/**
 * The deck's language as the deck home loads it (docs/product.md §2, §7 "Language": language_plus
 * with its phrases and their translations): how many phrases its library holds and how many are
 * not yet my cards, each opening the library. Read without holding up the page, in the read the
 * library itself makes, so following either link opens the library at once.
 */
export function DeckLibrarySummary({ lang, uid }: { lang: string; uid: string }) {
  const { data: library } = useQuery(languageLibraryQuery(lang));
  const { data: cards } = useQuery(deckCardsQuery(uid, lang));
  const mine = cards ? new Set(cards.map((card) => card.phrase_id)) : null;
  const notInDeck = mine ? library?.phrases.filter((phrase) => !mine.has(phrase.id)).length : null;
  return (
    // One line's height from the start, so the page does not shift when the library arrives.
    <Text size="sm" c="dimmed" mih="1.6em">
      {library ? (
        <>
          <Anchor component={Link} to={`/learn/${lang}/library`} size="sm">
            {phrases(library.phrases.length)} in the {library.name} library
          </Anchor>
          {notInDeck != null ? (
            <>
              {' · '}
              <Anchor component={Link} to={`/learn/${lang}/library?filter=not_in_deck`} size="sm">
                {notInDeck} not in your deck yet
              </Anchor>
            </>
          ) : null}
        </>
      ) : null}
    </Text>
  );
}
