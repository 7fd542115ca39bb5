import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSignedInUser } from '@phrasebook/data';
import { inReviewSet, type LibraryFilter } from '@phrasebook/domain';
import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { deckCardsQuery } from '../../shared/api/deck-cards-query.ts';

const sets: ReadonlyArray<{
  name: LibraryFilter & ('today_active' | 'reviewed_last_7d' | 'unreviewed_active');
  label: string;
}> = [
  { name: 'today_active', label: 'Due today' },
  { name: 'reviewed_last_7d', label: 'Reviewed in the last 7 days' },
  { name: 'unreviewed_active', label: 'Active, never reviewed' },
];

/**
 * The deck's review sets that help a learner choose what to look at (docs/product.md §4), each
 * count opening the library with the same filter. Read without holding up the page: the counts
 * show once the deck's cards are in (the library then opens at once).
 */
export function ReviewSetLinks({ lang }: { lang: string }) {
  const user = useSignedInUser();
  const { data: cards } = useQuery(deckCardsQuery(user.id, lang));
  const now = new Date();
  return (
    <section aria-label="Review sets">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {sets.map(({ name, label }) => {
          const count = cards?.filter((card) => inReviewSet(name, card, now)).length;
          return (
            <UnstyledButton
              key={name}
              component={Link}
              to={`/learn/${lang}/library?filter=${name}`}
            >
              <Paper withBorder radius="md" p="md">
                <Text fz={28} fw={700} lh={1.1}>
                  {count ?? '–'}
                </Text>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
