import { Link } from 'react-router';
import { signedInLoader } from '@phrasebook/platform';
import { Anchor, Paper, Text } from '@mantine/core';
import { PageContainer, PageHeader } from '@phrasebook/ui';
import { ensureQuickSearchData, useQuickSearchData } from '../api/quick-search-data.ts';
import { QuickSearchBox } from '../components/quick-search-box.tsx';

export const loader = signedInLoader(({ queryClient, user }) =>
  ensureQuickSearchData(queryClient, user.id),
);

/** /learn/quick-search (Ctrl/Cmd+K anywhere): one box over the phrases of all my decks. */
export default function QuickSearchPage() {
  const { index, inDeck, languagesKnown, deckCount } = useQuickSearchData();
  return (
    <PageContainer size="sm">
      <PageHeader title="Quick search" subtitle="Find any phrase of your decks' languages." />
      {deckCount === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text>
            Quick search looks through the languages of your decks, and you have none yet.{' '}
            <Anchor component={Link} to="/learn/add-deck">
              Start a deck
            </Anchor>
          </Text>
        </Paper>
      ) : (
        <QuickSearchBox
          index={index}
          inDeck={inDeck}
          languagesKnown={languagesKnown}
          deckCount={deckCount}
        />
      )}
    </PageContainer>
  );
}
