import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { inReviewSet, libraryFilterLabels, type LibraryFilter } from '@phrasebook/domain';
import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { deckCardsQuery } from '../../shared/api/deck-cards-query.ts';

/**
 * The review sets of docs/product.md §4 that are not the deck's status counts above them:
 * first those that help a learner choose what to look at, then the wider ones (every card,
 * the cards reviewed before, and those reviewed or no longer active).
 */
const sets: ReadonlyArray<
  LibraryFilter &
    (
      | 'today_active'
      | 'reviewed_last_7d'
      | 'unreviewed_active'
      | 'all'
      | 'reviewed'
      | 'reviewed_or_inactive'
    )
> = [
  'today_active',
  'reviewed_last_7d',
  'unreviewed_active',
  'all',
  'reviewed',
  'reviewed_or_inactive',
];

/**
 * The deck's review sets, each count a link opening the library with the same filter
 * (docs/product.md §2), named by its count and the filter's label. Read without holding up the
 * page: the counts show once the deck's cards are in (the library then opens at once).
 */
export function ReviewSetLinks({ lang, uid }: { lang: string; uid: string }) {
  const { data: cards } = useQuery(deckCardsQuery(uid, lang));
  const now = new Date();
  return (
    <section aria-label="Review sets">
      {/* Two a row on a phone: one a row made six tiles a screen's height of scrolling. */}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
        {sets.map((name) => {
          const count = cards?.filter((card) => inReviewSet(name, card, now)).length;
          return (
            <UnstyledButton
              key={name}
              component={Link}
              to={`/learn/${lang}/library?filter=${name}`}
              h="100%"
            >
              <Paper withBorder radius="md" p="md" h="100%">
                <Text fz={28} fw={700} lh={1.1}>
                  {count ?? '–'}
                </Text>
                <Text size="sm" c="dimmed">
                  {libraryFilterLabels[name]}
                </Text>
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
